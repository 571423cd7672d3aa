import { describe, expect, it } from 'vitest';
import { MarkdownSyntaxError } from '../../../../src/node/markdown/index.js';
import { dedent, dom, render } from './helpers.js';

describe('admonitions', () => {
  it.each([
    ['note', 'Note'],
    ['tip', 'Tip'],
    ['info', 'Info'],
    ['warning', 'Warning'],
    ['danger', 'Danger'],
  ])(':::%s renders an aside titled %s', async (kind, title) => {
    const { html } = await render(`:::${kind}\nBody **text**.\n:::\n`);
    const aside = dom(html).querySelector('aside');
    expect(aside?.className).toBe(`admonition admonition-${kind}`);
    expect(aside?.getAttribute('role')).toBe('note');
    expect(aside?.querySelector(':scope > p.admonition-title')?.textContent).toBe(title);
    expect(aside?.querySelector(':scope > div.admonition-content')?.innerHTML.trim()).toBe(
      '<p>Body <strong>text</strong>.</p>',
    );
  });

  it('renders the exact documented structure', async () => {
    const { html } = await render(':::tip\nHi\n:::');
    expect(html).toMatchInlineSnapshot(`
      "<aside class="admonition admonition-tip" role="note"><p class="admonition-title">Tip</p><div class="admonition-content"><p>Hi</p>
      </div></aside>
      "
    `);
  });

  it('takes a custom title in brackets or after the kind, with inline markdown', async () => {
    const bracketed = await render(':::tip[Why *tagless* final]\nBecause.\n:::');
    expect(dom(bracketed.html).querySelector('.admonition-title')?.innerHTML).toBe('Why <em>tagless</em> final');
    const spaced = await render(':::warning Mind the `IO`\nCareful.\n:::');
    expect(dom(spaced.html).querySelector('.admonition-title')?.innerHTML).toBe('Mind the <code>IO</code>');
  });

  it('renders nested markdown, code blocks containing ::: and nested admonitions', async () => {
    const markdown = dedent(`
      ::::info
      - a list item

      \`\`\`scala title="Fx.scala"
      val fence = ":::"
      :::
      \`\`\`

      :::danger
      Inner danger.
      :::

      After the inner one.
      ::::
    `);
    const fragment = dom((await render(markdown)).html);
    const outer = fragment.querySelector('aside.admonition-info');
    const content = outer?.querySelector(':scope > .admonition-content');
    expect(content?.querySelector('li')?.textContent).toBe('a list item');
    expect(content?.querySelector('.code-block-title')?.textContent).toBe('Fx.scala');
    expect(content?.querySelector('pre code')?.textContent).toBe('val fence = ":::"\n:::');
    expect(content?.querySelector('aside.admonition-danger .admonition-content')?.textContent?.trim()).toBe(
      'Inner danger.',
    );
    expect(content?.lastElementChild?.textContent).toBe('After the inner one.');
  });

  it('supports same-length nesting and admonitions inside list items', async () => {
    const nested = dom((await render(':::note\nOuter\n:::tip\nInner\n:::\nStill outer\n:::\n')).html);
    expect(nested.querySelectorAll('aside')).toHaveLength(2);
    expect(nested.querySelector('aside.admonition-note > .admonition-content > p:last-child')?.textContent).toBe(
      'Still outer',
    );
    const inList = dom((await render('- item\n\n  :::note\n  Inside the item\n  :::\n')).html);
    expect(inList.querySelector('li aside.admonition-note .admonition-content p')?.textContent).toBe('Inside the item');
  });

  it('skips ::: inside fenced code that a list indents', async () => {
    const markdown = ':::note\n- step:\n\n  ```text\n  :::\n  ```\n:::\n';
    const fragment = dom((await render(markdown)).html);
    expect(fragment.querySelector('aside li pre code')?.textContent).toBe(':::');
    expect(fragment.querySelectorAll('aside')).toHaveLength(1);
  });

  it('can interrupt a paragraph', async () => {
    const fragment = dom((await render('Some text\n:::note\nBody\n:::\n')).html);
    expect(fragment.querySelector('p')?.textContent).toBe('Some text');
    expect(fragment.querySelector('aside .admonition-content')?.textContent?.trim()).toBe('Body');
  });

  it('throws for an unknown kind, naming the kind and the line', async () => {
    const markdown = '## Intro\n\nText.\n\n:::foo\nBody\n:::\n';
    await expect(render(markdown)).rejects.toThrow(MarkdownSyntaxError);
    await expect(render(markdown)).rejects.toThrow(/Unknown admonition kind "foo".*\(line 5\)/);
    await expect(render(markdown)).rejects.toMatchObject({ line: 5 });
  });

  it('reports the page line of an unknown kind nested inside another admonition or a list', async () => {
    await expect(render(':::note\nok\n\n:::bogus\nx\n:::\n:::\n')).rejects.toMatchObject({ line: 4 });
    await expect(render('- one\n- two\n\n  :::bogus\n  x\n  :::\n')).rejects.toMatchObject({ line: 4 });
  });

  it('throws for an admonition that is never closed', async () => {
    await expect(render('Text\n\n:::note\nno end\n')).rejects.toThrow(/:::note is never closed.*\(line 3\)/);
  });

  it('leaves ::: inside code blocks and inline text alone', async () => {
    const { html } = await render('```\n:::foo\n```\n\nInline :::foo stays.\n');
    const fragment = dom(html);
    expect(fragment.querySelector('pre code')?.textContent).toBe(':::foo');
    expect(fragment.querySelector('p')?.textContent).toBe('Inline :::foo stays.');
  });
});
