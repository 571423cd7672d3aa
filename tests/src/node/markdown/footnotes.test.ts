import { describe, expect, it } from 'vitest';
import { dedent, dom, render } from './helpers.js';

describe('footnotes, as GitHub and Docusaurus write them', () => {
  it('numbers references in the order they appear and lists the notes at the end, with links both ways', async () => {
    const { html, headings } = await render(
      dedent(`
      ## Effects

      Effectie wraps Cats Effect[^ce] and Monix[^monix], and Cats Effect again[^ce].

      [^monix]: Monix **3**.
      [^ce]: Versions 2 and 3,
        lazily continued.

          A second paragraph.

      [^unused]: Never referred to.

      A [^missing] reference stays text.
    `),
    );
    const fragment = dom(html);
    const refs = [...fragment.querySelectorAll('sup.footnote-ref a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.id,
    ]);
    expect(refs).toEqual([
      ['1', '#fn-ce', 'fnref-ce'],
      ['2', '#fn-monix', 'fnref-monix'],
      ['1', '#fn-ce', 'fnref-ce-2'],
    ]);
    const notes = [...fragment.querySelectorAll('section.footnotes li')];
    expect(notes.map((note) => note.id)).toEqual(['fn-ce', 'fn-monix']);
    expect(notes[0]?.querySelectorAll('p')).toHaveLength(2);
    expect(notes[0]?.querySelector('p')?.textContent?.replace(/\s+/g, ' ')).toBe('Versions 2 and 3, lazily continued.');
    expect(
      [...(notes[0]?.querySelectorAll('a.footnote-backref') ?? [])].map((link) => link.getAttribute('href')),
    ).toEqual(['#fnref-ce', '#fnref-ce-2']);
    expect(notes[1]?.innerHTML).toContain('Monix <strong>3</strong>. <a href="#fnref-monix"');
    expect(fragment.textContent).not.toContain('Never referred to');
    expect(fragment.textContent).toContain('A [^missing] reference stays text.');
    expect(headings.map((heading) => heading.text)).toEqual(['Effects']);
  });

  it('gives each of several references to a note its own id and way back, numbered as GitHub numbers them', async () => {
    const { html, anchors } = await render(
      dedent(`
      Pure[^pure], again[^pure], effect[^Effect] and once more[^PURE].

      - In a list[^effect].

      | In a table[^pure] |
      | --- |

      [^pure]: Pure values.
      [^effect]: Effects.
    `),
    );
    const fragment = dom(html);
    expect(
      [...fragment.querySelectorAll('sup.footnote-ref a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.id,
      ]),
    ).toEqual([
      ['1', '#fn-pure', 'fnref-pure'],
      ['1', '#fn-pure', 'fnref-pure-2'],
      ['2', '#fn-effect', 'fnref-effect'],
      ['1', '#fn-pure', 'fnref-pure-3'],
      ['2', '#fn-effect', 'fnref-effect-2'],
      ['1', '#fn-pure', 'fnref-pure-4'],
    ]);
    const backrefs = [...fragment.querySelectorAll('#fn-pure a.footnote-backref')];
    expect(
      backrefs.map((link) => [link.getAttribute('href'), link.getAttribute('aria-label'), link.textContent]),
    ).toEqual([
      ['#fnref-pure', 'Back to reference 1', '↩'],
      ['#fnref-pure-2', 'Back to reference 1-2', '↩2'],
      ['#fnref-pure-3', 'Back to reference 1-3', '↩3'],
      ['#fnref-pure-4', 'Back to reference 1-4', '↩4'],
    ]);
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});
