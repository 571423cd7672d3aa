import { describe, expect, it } from 'vitest';
import { MarkdownSyntaxError } from '../../../../src/node/markdown/index.js';
import { translateDocusaurusMdx } from '../../../../src/node/markdown/docusaurus-mdx.js';
import { dedent, dom, render } from './helpers.js';

/** The message and page line of the error a page stops the build with. */
async function failure(markdown: string, options: Parameters<typeof render>[1] = {}): Promise<string> {
  try {
    await render(dedent(markdown), options);
  } catch (error) {
    expect(error).toBeInstanceOf(MarkdownSyntaxError);
    return (error as MarkdownSyntaxError).message;
  }
  throw new Error('expected the page to fail');
}

describe('Docusaurus MDX', () => {
  it('keeps every line where it was, so errors after a <Tabs> still name their line', () => {
    const source = dedent(`
      import Tabs from '@theme/Tabs';
      <Tabs
        groupId="tool">
        <TabItem value="a" label="A">
          Text.
        </TabItem>
      </Tabs>
    `);
    expect(translateDocusaurusMdx(source).source.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('takes an import split over several lines, and leaves imports inside code blocks alone', async () => {
    const { html } = await render(
      dedent(`
      import {
        useDoc,
      } from '@theme/DocContext';

      \`\`\`js
      import Tabs from '@theme/Tabs';
      \`\`\`
    `),
    );
    expect(dom(html).querySelector('pre code')?.textContent).toBe("import Tabs from '@theme/Tabs';");
    expect(dom(html).querySelectorAll('p')).toHaveLength(0);
  });

  it('says nothing of MDX comments, on one line or several', async () => {
    const { html } = await render('Before.\n\n{/* A note to editors. */}\n\n{/*\n  Several\n  lines.\n*/}\n\nAfter.\n');
    expect(dom(html).textContent?.replace(/\s+/g, ' ').trim()).toBe('Before. After.');
    expect(await failure('{/* never closed\n\nText.\n')).toMatchInlineSnapshot(
      `""{/*" opens a comment that is never closed: end it with "*/}". (line 1)"`,
    );
  });

  it('shows the tab given by defaultValue, and labels a tab with its value when it has no label', async () => {
    const rendered = await render(
      dedent(`
      <Tabs defaultValue="b" queryString="tool">
        <TabItem value="a">

        A body.

        </TabItem>
        <TabItem value="b" label="**B**">
        B body.
        </TabItem>
      </Tabs>
    `),
    );
    const tabs = [...dom(rendered.html).querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['a', 'false'],
      ['**B**', 'true'],
    ]);
    expect(dom(rendered.html).querySelector('.tabs')?.getAttribute('data-query-string')).toBe('tool');
  });

  it('reads a tab whose content shares the lines of its tags, and still names the page line of a later error', async () => {
    const markdown = dedent(`
      <Tabs>
        <TabItem value="a" label="A">Only **A**.</TabItem>
        <TabItem value="b" label="B">First line of B,
        second line of B.</TabItem>
      </Tabs>

      :::bogus
      x
      :::
    `);
    await expect(render(markdown)).rejects.toMatchObject({ line: 7 });
    const { html } = await render(markdown.slice(0, markdown.indexOf(':::bogus')));
    const panels = [...dom(html).querySelectorAll('[role="tabpanel"]')].map((panel) => panel.innerHTML.trim());
    expect(panels).toEqual(['<p>Only <strong>A</strong>.</p>', '<p>First line of B,\nsecond line of B.</p>']);
  });

  it('nests tabs inside tabs and admonitions inside tabs', async () => {
    const { html } = await render(
      dedent(`
      <Tabs>
        <TabItem value="outer">
          <Tabs groupId="inner">
            <TabItem value="x" label="X">
              :::caution
              Inner.
              :::
            </TabItem>
          </Tabs>
        </TabItem>
      </Tabs>
    `),
    );
    expect(
      dom(html).querySelector('.tabs-panel .tabs[data-group-id="inner"] aside.admonition-warning')?.textContent,
    ).toContain('Inner.');
  });

  it.each([
    ['caution', 'admonition-warning', 'Caution'],
    ['secondary', 'admonition-note', 'Secondary'],
    ['important', 'admonition-info', 'Important'],
    ['success', 'admonition-tip', 'Success'],
  ])(':::%s, which Docusaurus 3 still renders, renders in the style of its kind', async (keyword, style, title) => {
    const aside = dom((await render(`:::${keyword}\nBody.\n:::\n`)).html).querySelector('aside');
    expect([aside?.className, aside?.querySelector('.admonition-title')?.textContent]).toEqual([
      `admonition ${style}`,
      title,
    ]);
  });

  describe('what the site does not run stops the build at its line', () => {
    it('an unknown component, on its own line or inside a paragraph', async () => {
      expect(await failure('Text.\n\n<Highlight color="#25c2a0">Docusaurus green</Highlight>\n')).toMatchInlineSnapshot(
        `"<Highlight> is a JSX component, which this site does not run: it renders <Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <DocCardList /> and <TOCInline /> as Docusaurus does, and HTML elements in lower case (such as <details>); write the rest in Markdown or HTML. (line 3)"`,
      );
      expect(await failure('Text with <Highlight>a word</Highlight> in it.\n')).toMatchInlineSnapshot(
        `"<Highlight> is a JSX component, which this site does not run: it renders <Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <DocCardList /> and <TOCInline /> as Docusaurus does, and HTML elements in lower case (such as <details>); write the rest in Markdown or HTML. (line 1)"`,
      );
    });

    it('an import of anything but @theme/…, and an export', async () => {
      expect(await failure("Text.\n\nimport Chart from '@site/src/components/Chart';\n")).toMatchInlineSnapshot(
        `""import Chart from '@site/src/components/Chart';" imports "@site/src/components/Chart", code which this site does not run: only imports from "@theme/…" are accepted (and dropped), for the components it renders itself, <Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <DocCardList /> and <TOCInline />. (line 3)"`,
      );
      expect(await failure('export const year = 2024;\n')).toMatchInlineSnapshot(
        `""export const year = 2024;" exports code, which this site does not run: write the page without MDX exports. (line 1)"`,
      );
    });

    it('a <TabItem> outside <Tabs>, and what does not belong inside <Tabs>', async () => {
      expect(await failure('<TabItem value="a">\nA\n</TabItem>\n')).toMatchInlineSnapshot(
        `"<TabItem> stands outside <Tabs>: put it inside a <Tabs> element. (line 1)"`,
      );
      expect(await failure('<Tabs>\n  Loose text.\n</Tabs>\n')).toMatchInlineSnapshot(
        `"<Tabs> holds only <TabItem> elements, not "Loose text.". (line 2)"`,
      );
      expect(await failure('<Tabs>\n  <TabItem value="a">\n  A\n  </TabItem>\n')).toMatchInlineSnapshot(
        `"<Tabs> is never closed: add a line containing only </Tabs>. (line 1)"`,
      );
    });

    it('tab values that are missing, repeated or not the default named', async () => {
      expect(await failure('<Tabs>\n<TabItem label="A">\nA\n</TabItem>\n</Tabs>\n')).toMatchInlineSnapshot(
        `"<TabItem> has no value: give it one, as in <TabItem value="sbt">. (line 2)"`,
      );
      expect(
        await failure('<Tabs>\n<TabItem value="a">\nA\n</TabItem>\n<TabItem value="a">\nB\n</TabItem>\n</Tabs>\n'),
      ).toMatchInlineSnapshot(
        `"<TabItem value="a"> repeats the value of another tab of its <Tabs>: each tab needs its own. (line 5)"`,
      );
      expect(
        await failure('<Tabs defaultValue="c">\n<TabItem value="a">\nA\n</TabItem>\n</Tabs>\n'),
      ).toMatchInlineSnapshot(`"<Tabs defaultValue="c"> names none of its tabs; their values are "a". (line 1)"`);
    });

    it('attributes the site does not read, and expressions it cannot evaluate', async () => {
      expect(
        await failure('<Tabs orientation="vertical">\n<TabItem value="a">\nA\n</TabItem>\n</Tabs>\n'),
      ).toMatchInlineSnapshot(
        `"<Tabs> orientation="vertical": this site reads only groupId, queryString, defaultValue, lazy, values, className and block on <Tabs>; remove it. (line 1)"`,
      );
      expect(
        await failure('<Tabs groupId={tool}>\n<TabItem value="a">\nA\n</TabItem>\n</Tabs>\n'),
      ).toMatchInlineSnapshot(
        `"<Tabs> groupId={tool} is code, which this site does not evaluate: write a string, as in groupId="…". (line 1)"`,
      );
      expect(await failure('<Tabs queryString>\n<TabItem value="a">\nA\n</TabItem>\n</Tabs>\n')).toMatchInlineSnapshot(
        `"<Tabs queryString> takes its key from groupId, and it has none: give it a groupId, or a key such as queryString="build-tool". (line 1)"`,
      );
    });

    it('text after a closing </TabItem> on its line', async () => {
      expect(await failure('<Tabs>\n<TabItem value="a">A</TabItem> more\n</Tabs>\n')).toMatchInlineSnapshot(
        `"</TabItem> has text after it on its line: start what follows on the next line. (line 2)"`,
      );
      expect(await failure('<Tabs>\n<TabItem value="a">\nA\n</TabItem> more\n</Tabs>\n')).toMatchInlineSnapshot(
        `"</TabItem> has text after it on its line: start what follows on the next line. (line 4)"`,
      );
    });

    it('<DocCardList /> on a page that opens no category, or with attributes', async () => {
      expect(await failure('Pages:\n\n<DocCardList />\n')).toMatchInlineSnapshot(
        `"<DocCardList /> lists the entries of the sidebar category this page opens, and this page opens none: use it on a folder's index.md, or the page a _category_.yaml links to. (line 3)"`,
      );
      expect(await failure('<DocCardList items={items} />\n', { docCards: [] })).toMatchInlineSnapshot(
        `"<DocCardList /> takes no attributes here (got items): it lists the category this page opens. (line 1)"`,
      );
    });
  });
});

describe('every problem of a page at once', () => {
  it('lists each mistake at its page line, in order, wherever it sits: MDX, a directive, inside a tab, inside a paragraph', async () => {
    const error = await render(
      dedent(`
      import Chart from '@site/src/components/Chart';

      :::bogus
      Text with <Highlight>a word</Highlight> and <Highlight>another</Highlight>.
      :::

      <Tabs defaultValue="c">
        <TabItem label="A">
          :::nope
          x
          :::
        </TabItem>
        <TabItem value="b">B</TabItem>
      </Tabs>

      <DocCardList />

      :::note
      never closed
    `),
    ).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MarkdownSyntaxError);
    expect((error as MarkdownSyntaxError).problems.map((problem) => problem.line)).toEqual([1, 3, 4, 7, 8, 9, 16, 18]);
    expect((error as MarkdownSyntaxError).message).toMatchInlineSnapshot(`
      ""import Chart from '@site/src/components/Chart';" imports "@site/src/components/Chart", code which this site does not run: only imports from "@theme/…" are accepted (and dropped), for the components it renders itself, <Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <DocCardList /> and <TOCInline />. (line 1)
      Unknown admonition kind "bogus" in ":::bogus"; expected one of note, tip, info, warning, danger, caution, secondary, important, success, or tabs and tab. (line 3)
      <Highlight> is a JSX component, which this site does not run: it renders <Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <DocCardList /> and <TOCInline /> as Docusaurus does, and HTML elements in lower case (such as <details>); write the rest in Markdown or HTML. (line 4)
      <Tabs defaultValue="c"> names none of its tabs; their values are "b". (line 7)
      <TabItem> has no value: give it one, as in <TabItem value="sbt">. (line 8)
      Unknown admonition kind "nope" in ":::nope"; expected one of note, tip, info, warning, danger, caution, secondary, important, success, or tabs and tab. (line 9)
      <DocCardList /> lists the entries of the sidebar category this page opens, and this page opens none: use it on a folder's index.md, or the page a _category_.yaml links to. (line 16)
      :::note is never closed; add a line containing only ":::". (line 18)"
    `);
  });

  it('reads on after an element that is never closed, and still finds what is wrong inside it', async () => {
    const error = await render('<Tabs>\n<TabItem value="a">\n:::bogus\nx\n:::\n').then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((error as MarkdownSyntaxError).message).toMatchInlineSnapshot(`
      "<Tabs> is never closed: add a line containing only </Tabs>. (line 1)
      <TabItem> is never closed: add a line containing only </TabItem>. (line 2)
      Unknown admonition kind "bogus" in ":::bogus"; expected one of note, tip, info, warning, danger, caution, secondary, important, success, or tabs and tab. (line 3)"
    `);
  });
});

describe('what Docusaurus pages write besides components', () => {
  it('reads nothing inside an HTML comment, which Docusaurus turns into an MDX comment', async () => {
    const { html } = await render(
      dedent(`
      Before.

      <!--
      import Chart from '@site/src/components/Chart';
      <Tabs>
      :::bogus
      -->

      <!-- truncate -->

      After.
    `),
    );
    expect(dom(html).textContent?.replace(/\s+/g, ' ').trim()).toBe('Before. After.');
    const inCode = await render(
      'An HTML comment starts with `<!--`.\n\n<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>\n',
    );
    expect(dom(inCode.html).querySelector('[role="tab"]')?.textContent).toBe('a');
  });

  it('drops an MDX comment inside a line, but not in code, and reads {/* #id */} ending a heading as its id', async () => {
    const { html, headings } = await render(
      '## Setup {/* #set-up */}\n\nText {/* for editors */} and `{/* code */}`.\n',
    );
    expect(headings).toEqual([{ id: 'set-up', text: 'Setup', level: 2 }]);
    expect(dom(html).querySelector('p')?.innerHTML).toBe('Text  and <code>{/* code */}</code>.');
  });

  it('reads a string in braces as its text, whatever quotes, escapes and braces it holds, as MDX does', async () => {
    const { html } = await render("Write {'{'}, {\"a}b\"}, {'it\\'s'} and {`<T>`}; {count} and `{'code'}` stay.\n");
    expect(dom(html).querySelector('p')?.innerHTML).toBe(
      "Write {, a}b, it's and &lt;T&gt;; {count} and <code>{'code'}</code> stay.",
    );
  });

  it('takes heading ids as Docusaurus does: anything up to the closing brace', async () => {
    const { headings } = await render('## Version 2.0 {#v2.0_notes}\n\n## Caching {# caching-strategy }\n');
    expect(headings.map((heading) => heading.id)).toEqual(['v2.0_notes', 'caching-strategy']);
  });

  it('reads the content of <details> as Markdown, however it is indented or spaced, as MDX does', async () => {
    const fragment = dom(
      (
        await render(
          dedent(`
      <details>
          <summary>Why **tagless** final?</summary>
          Because *effects* vary.

          :::tip
          Nested.
          :::
      </details>

      <details open><summary>Open</summary>

      Shown.

      </details>
    `),
        )
      ).html,
    );
    const [first, second] = [...fragment.querySelectorAll('details')];
    expect(first?.querySelector('summary')?.innerHTML).toBe('Why <strong>tagless</strong> final?');
    expect(first?.querySelector(':scope > p')?.innerHTML).toBe('Because <em>effects</em> vary.');
    expect(first?.querySelector('aside.admonition-tip')?.textContent).toContain('Nested.');
    expect(first?.querySelector('pre')).toBeNull();
    expect([
      first?.hasAttribute('open'),
      second?.hasAttribute('open'),
      second?.querySelector('p')?.textContent,
    ]).toEqual([false, true, 'Shown.']);
  });

  it("accepts className on <Tabs> and <TabItem>, which style Docusaurus's own tabs", async () => {
    const { html } = await render(
      '<Tabs className="unique-tabs" block>\n<TabItem value="a" className="red">A</TabItem>\n</Tabs>\n',
    );
    expect(dom(html).querySelector('[role="tab"]')?.textContent).toBe('a');
  });
});

describe('the theme components Docusaurus pages use besides tabs', () => {
  it('<Admonition type title> is the admonition it renders, its content Markdown', async () => {
    const fragment = dom(
      (
        await render(
          dedent(`
      import Admonition from '@theme/Admonition';

      - In a list:

        <Admonition type="caution" title="Mind [this]" icon="🔥">
          Use **one** effect.
        </Admonition>
    `),
        )
      ).html,
    );
    const aside = fragment.querySelector('li aside');
    expect([
      aside?.className,
      aside?.querySelector('.admonition-title')?.textContent,
      aside?.querySelector('.admonition-content')?.innerHTML.trim(),
    ]).toEqual(['admonition admonition-warning', 'Mind [this]', '<p>Use <strong>one</strong> effect.</p>']);
    expect(await failure('<Admonition type="hint">\nx\n</Admonition>\n')).toMatchInlineSnapshot(
      `"<Admonition type="hint">: expected one of note, tip, info, warning, danger, caution, secondary, important, success. (line 1)"`,
    );
    expect(await failure('<Admonition>\nx\n</Admonition>\n')).toMatchInlineSnapshot(
      `"<Admonition> has no type: give it one, as in <Admonition type="note">. (line 1)"`,
    );
  });

  it('<CodeBlock> is the fenced block it renders, its code the string in braces', async () => {
    const { html } = await render(
      dedent(`
      <CodeBlock language="scala" title="Main.scala" showLineNumbers>
      {\`object Main {
        val fence = "\\\`\\\`\\\`"
      }\`}
      </CodeBlock>

      <CodeBlock className="language-bash">{'sbt run'}</CodeBlock>
    `),
    );
    const blocks = [...dom(html).querySelectorAll('.code-block')];
    expect(
      blocks.map((block) => [
        block.getAttribute('data-language'),
        block.querySelector('.code-block-title')?.textContent,
        block.querySelector('code')?.textContent,
      ]),
    ).toEqual([
      ['scala', 'Main.scala', 'object Main {\n  val fence = "```"\n}'],
      ['bash', undefined, 'sbt run'],
    ]);
    expect(
      await failure(
        'import Source from \'!!raw-loader!./Main.scala\';\n\n<CodeBlock language="scala">{Source}</CodeBlock>\n',
      ),
    ).toMatchInlineSnapshot(`
      ""import Source from '!!raw-loader!./Main.scala';" imports "!!raw-loader!./Main.scala", code which this site does not run: only imports from "@theme/…" are accepted (and dropped), for the components it renders itself, <Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <DocCardList /> and <TOCInline />. (line 1)
      <CodeBlock> holds "{Source}", which is not its code as a string: write it in braces and backticks, as in {\`val x = 1\`}, or use a fenced code block. (line 3)"
    `);
  });

  it("<TOCInline toc={toc} /> lists the page's headings, those below it too, between the levels asked", async () => {
    const page = dedent(`
      <TOCInline toc={toc} />

      ## One
      ### One.a
      #### Deep
      ## Two
    `);
    const links = (html: string) =>
      [...dom(html).querySelectorAll('.toc-inline a')].map(
        (link) => `${link.closest('ul')?.parentElement?.closest('ul') ? '  ' : ''}${link.getAttribute('href')}`,
      );
    expect(links((await render(page)).html)).toEqual(['#one', '  #onea', '#two']);
    expect(links((await render(page.replace('toc={toc}', 'toc={toc} maxHeadingLevel={2}'))).html)).toEqual([
      '#one',
      '#two',
    ]);
    expect(
      await failure('<TOCInline toc={toc.filter((x) => x.level === 2)} minHeadingLevel={7} />\n'),
    ).toMatchInlineSnapshot(`
      "<TOCInline /> lists the page's own headings, written toc={toc}, not toc={toc.filter((x) => x.level === 2)}. (line 1)
      <TOCInline /> minHeadingLevel={7}: expected a heading level from 2 to 6, as in minHeadingLevel={3}. (line 1)"
    `);
  });
});
