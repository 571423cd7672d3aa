import { describe, expect, it } from 'vitest';
import { dom, render } from './helpers.js';

describe('headings', () => {
  it('gets GitHub-style ids and a hover anchor link', async () => {
    const { html, headings } = await render('## Hello, World!\n\n### `pureOf` & friends');
    const [h2, h3] = [...dom(html).querySelectorAll('h2, h3')];
    expect(h2?.id).toBe('hello-world');
    expect(h3?.id).toBe('pureof--friends');
    const link = h2?.querySelector('a.hash-link');
    expect(link?.getAttribute('href')).toBe('#hello-world');
    expect(link?.getAttribute('aria-label')).toBe('Direct link to Hello, World!');
    expect(link?.textContent).toBe('#');
    expect(headings).toEqual([
      { id: 'hello-world', text: 'Hello, World!', level: 2 },
      { id: 'pureof--friends', text: 'pureOf & friends', level: 3 },
    ]);
  });

  it("gives the page's title, an h1, its id but no anchor link, as Docusaurus does; the headings under it keep theirs", async () => {
    const { html, headings } = await render('# Getting started\n\n## Install');
    const h1 = dom(html).querySelector('h1');
    expect(h1?.id).toBe('getting-started');
    expect(h1?.querySelector('a')).toBeNull();
    expect(h1?.textContent).toBe('Getting started');
    expect(dom(html).querySelector('h2 a.hash-link')?.getAttribute('href')).toBe('#install');
    expect(headings).toEqual([{ id: 'install', text: 'Install', level: 2 }]);
  });

  it('keeps ids unique within a page with -1, -2 suffixes', async () => {
    const { headings, anchors } = await render('## Usage\n\n## Usage\n\n### Usage\n\n## Usage 1\n');
    expect(headings.map((heading) => heading.id)).toEqual(['usage', 'usage-1', 'usage-2', 'usage-1-1']);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('honours an explicit {#custom-id} and removes it from the text', async () => {
    const { html, headings } = await render('## Constructing effects {#construct}\n\n## Other');
    const h2 = dom(html).querySelector('h2');
    expect(h2?.id).toBe('construct');
    expect(h2?.textContent).toBe('Constructing effects#');
    expect(headings[0]).toEqual({ id: 'construct', text: 'Constructing effects', level: 2 });
  });

  it('does not let a generated slug collide with an explicit id', async () => {
    const { headings } = await render('## First {#intro}\n\n## Intro\n');
    expect(headings.map((heading) => heading.id)).toEqual(['intro', 'intro-1']);
  });

  it('treats an escaped \\{#id} as literal text', async () => {
    const { headings } = await render('## Set syntax \\{#not-an-id}');
    expect(headings[0]?.text).toBe('Set syntax {#not-an-id}');
    expect(headings[0]?.id).toBe('set-syntax-not-an-id');
  });

  it('uses plain text for toc entries even when headings contain markup and entities', async () => {
    const { toc } = await render('## **Bold** <em>raw</em> [link](https://x.org) &amp; co');
    expect(toc).toEqual([{ id: 'bold-raw-link--co', text: 'Bold raw link & co', level: 2 }]);
  });

  it('puts only tocMinLevel..tocMaxLevel headings into the toc, but all h2-h6 into headings', async () => {
    const markdown = '## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n';
    const { toc, headings } = await render(markdown);
    expect(toc.map((entry) => entry.level)).toEqual([2, 3]);
    expect(headings.map((heading) => heading.level)).toEqual([2, 3, 4, 5, 6]);
    const deeper = await render(markdown, { tocMinLevel: 3, tocMaxLevel: 4 });
    expect(deeper.toc.map((entry) => entry.text)).toEqual(['Three', 'Four']);
  });

  it('lists heading ids and explicit raw HTML ids as anchors', async () => {
    const { anchors } = await render('## Title\n\n<a id="legacy-anchor"></a>\n\nText <span id="inline">x</span>');
    expect(anchors).toEqual(['title', 'legacy-anchor', 'inline']);
  });

  it('gives headings inside admonitions ids too', async () => {
    const { headings } = await render(':::note\n## Inside\n:::\n');
    expect(headings).toEqual([{ id: 'inside', text: 'Inside', level: 2 }]);
  });
});
