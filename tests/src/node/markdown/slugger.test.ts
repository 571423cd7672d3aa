import { describe, expect, it } from 'vitest';
import { githubSlug, routeSlug, Slugger } from '../../../../src/node/markdown/slugger.js';
import { render } from './helpers.js';

/** The ids of a page's headings, h1 included, in page order. */
async function headingIds(markdown: string): Promise<string[]> {
  const { html } = await render(markdown);
  return [...html.matchAll(/<h[1-6] id="([^"]*)"/g)].map((match) => match[1]!);
}

describe('heading ids, as Docusaurus gives them (github-slugger)', () => {
  // Cases of Docusaurus's own tests of heading ids (its headings plugin, its slugger, its
  // heading-id helpers), with the ids Docusaurus gives them.
  it.each([
    ['I ♥ unicode', 'i--unicode'],
    ['Dash-dash', 'dash-dash'],
    ['en–dash', 'endash'],
    ['em—dash', 'emdash'],
    ['😄 unicode emoji', '-unicode-emoji'],
    ['😄-😄 unicode emoji', '--unicode-emoji'],
    ['😄_😄 unicode emoji', '_-unicode-emoji'],
    ['    Initial spaces', 'initial-spaces'],
    ['Final spaces   ', 'final-spaces'],
    [':ok: No underscore', 'ok-no-underscore'],
    [':ok_hand: Single', 'ok_hand-single'],
    [':ok_hand::hatched_chick: Two in a row with no spaces', 'ok_handhatched_chick-two-in-a-row-with-no-spaces'],
    [':ok_hand: :hatched_chick: Two in a row', 'ok_hand-hatched_chick-two-in-a-row'],
    ['<span class="normal-header">Normal</span>', 'normal'],
    ['Some$/vaLue$!^', 'somevalue'],
    ['abc [Hello] How are you %Sébastien_-_$)( ## -56756', 'abc-hello-how-are-you-sébastien_-_---56756'],
    [
      'hello [facebook](https://facebook.com) [crowdin](https://crowdin.com/translate?value=0)',
      'hello-facebook-crowdin',
    ],
    ['Café', 'café'],
    ['日本語', '日本語'],
    ['Ünïcödé façade', 'ünïcödé-façade'],
    ['Привет, мир!', 'привет-мир'],
    ['🚀 Getting started', '-getting-started'],
    ["What's new in 2.0?", 'whats-new-in-20'],
    ['`pureOf` & `errorOf`', 'pureof--errorof'],
  ])('## %s is #%s', async (text, id) => {
    expect(await headingIds(`## ${text}\n`)).toEqual([id]);
  });

  it('numbers repeats -1, -2, and a repeat of a numbered one again, as github-slugger does', async () => {
    expect(
      await headingIds(
        ['Some$/vaLue$!^', 'Some$/vaLue$!^', 'Some$/vaLue$!^', 'Some$/vaLue$!^-1']
          .map((text) => `## ${text}`)
          .join('\n\n'),
      ),
    ).toEqual(['somevalue', 'somevalue-1', 'somevalue-2', 'somevalue-1-1']);
    expect(await headingIds('## Café\n\n## café\n\n## CAFÉ\n')).toEqual(['café', 'café-1', 'café-2']);
  });

  it('takes an explicit {#id} as written, whatever its script or punctuation, and drops it from the text', async () => {
    const { headings } = await render(
      [
        '# Heading One {#custom_h1}',
        '## With *Bold* {#custom-withbold}',
        '## With *Bold* hello{#custom-withbold-hello}',
        '## Snake-cased ID {#this_is_custom_id}',
        '## No custom ID',
        '## {#text-after} custom ID',
        '## a {#你好}',
        '## b {#2022.1.1}',
        '## c {#a#b}',
        '## Some heading {#id1} {#id2}',
        '## d {#}',
      ].join('\n\n'),
    );
    expect(headings.map(({ id, text }) => [id, text])).toEqual([
      ['custom-withbold', 'With Bold'],
      ['custom-withbold-hello', 'With Bold hello'],
      ['this_is_custom_id', 'Snake-cased ID'],
      ['no-custom-id', 'No custom ID'],
      ['text-after-custom-id', '{#text-after} custom ID'],
      ['你好', 'a'],
      ['2022.1.1', 'b'],
      ['a#b', 'c'],
      ['id2', 'Some heading {#id1}'],
      ['d-', 'd {#}'],
    ]);
    expect(await headingIds('# Heading One {#custom_h1}\n')).toEqual(['custom_h1']);
  });

  it('gives a heading with nothing left of its text an id all the same', async () => {
    expect(await headingIds('## 🙂\n\n## 🙂\n')).toEqual(['section', 'section-1']);
  });
});

describe('the slugs themselves', () => {
  it('github-slugger keeps letters of every script, which Docusaurus names a generated index page by', () => {
    expect(['Getting Started', 'Référence', 'C++ & Scala', '日本語', '🙂'].map(githubSlug)).toEqual([
      'getting-started',
      'référence',
      'c--scala',
      '日本語',
      '',
    ]);
  });

  it("a route's slug is folded to ASCII, so an address needs no percent-encoding", () => {
    expect(['Getting Started', 'Référence', 'C++ & Scala', '日本語'].map(routeSlug)).toEqual([
      'getting-started',
      'reference',
      'c--scala',
      'section',
    ]);
  });

  it('a Slugger keeps an id given as it is from being handed out again', () => {
    const slugger = new Slugger();
    expect([slugger.unique('intro'), slugger.slug('Intro'), slugger.slug('Intro')]).toEqual([
      'intro',
      'intro-1',
      'intro-2',
    ]);
  });
});
