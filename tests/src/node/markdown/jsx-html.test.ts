import { describe, expect, it } from 'vitest';
import { MarkdownSyntaxError } from '../../../../src/node/markdown/index.js';
import { dom, render } from './helpers.js';

describe('HTML elements written as JSX', () => {
  it('become the HTML they stand for: class, for, quoted and numeric values, style objects', async () => {
    const { html } = await render(
      '<label htmlFor="q" className={"field"}>Query</label> <input id="q" size={20} disabled={true} hidden={false} style={{WebkitUserSelect: "none", zIndex: 2, width: 0, "--gap": 4}} />\n',
    );
    const input = dom(html).querySelector('input');
    expect(dom(html).querySelector('label')?.outerHTML).toBe('<label for="q" class="field">Query</label>');
    expect([
      input?.getAttribute('size'),
      input?.hasAttribute('disabled'),
      input?.hasAttribute('hidden'),
      input?.getAttribute('style'),
    ]).toEqual(['20', true, false, '-webkit-user-select: none; z-index: 2; width: 0; --gap: 4']);
  });

  it('reads template literals and entities as JSX does, escaping each character once', async () => {
    const { html } = await render(
      '<div className={`grid`} title="Tom &amp; Jerry" style={{gridTemplateColumns: `1fr 2fr`, fontFamily: "\'Fira Code\'"}} data-x={\'a > b\'}>x</div>\n',
    );
    const div = dom(html).querySelector('div');
    expect([div?.className, div?.title, div?.getAttribute('style'), div?.getAttribute('data-x')]).toEqual([
      'grid',
      'Tom & Jerry',
      "grid-template-columns: 1fr 2fr; font-family: 'Fira Code'",
      'a > b',
    ]);
  });

  it('leaves plain HTML, and tags in code, as written', async () => {
    const { html } = await render('Text <span title=plain>x</span> and `<div className="x">`\n');
    expect(html).toContain('<span title=plain>');
    expect(dom(html).querySelector('code')?.textContent).toBe('<div className="x">');
  });

  it('reports a value that is code, at its line, and what to write instead', async () => {
    const error = await render("Text.\n\n<img src={useBaseUrl('/img/logo.svg')} style={{width: size}} />\n").then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MarkdownSyntaxError);
    expect((error as MarkdownSyntaxError).message).toMatchInlineSnapshot(`
      "<img> src={useBaseUrl('/img/logo.svg')} is code, which this site does not run: write the value in quotes, as in src="…". (line 3)
      <img> style={{width: size}} is code, which this site does not run: write the value in quotes, or as an object of quoted values, as in style={{textAlign: 'center'}}. (line 3)"
    `);
  });
});
