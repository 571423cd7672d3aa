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
      ['1', '#fn-ce', 'fnref-ce-1'],
    ]);
    const notes = [...fragment.querySelectorAll('section.footnotes li')];
    expect(notes.map((note) => note.id)).toEqual(['fn-ce', 'fn-monix']);
    expect(notes[0]?.querySelectorAll('p')).toHaveLength(2);
    expect(notes[0]?.querySelector('p')?.textContent?.replace(/\s+/g, ' ')).toBe('Versions 2 and 3, lazily continued.');
    expect(
      [...(notes[0]?.querySelectorAll('a.footnote-backref') ?? [])].map((link) => link.getAttribute('href')),
    ).toEqual(['#fnref-ce', '#fnref-ce-1']);
    expect(notes[1]?.innerHTML).toContain('Monix <strong>3</strong>. <a href="#fnref-monix"');
    expect(fragment.textContent).not.toContain('Never referred to');
    expect(fragment.textContent).toContain('A [^missing] reference stays text.');
    expect(headings.map((heading) => heading.text)).toEqual(['Effects']);
  });
});
