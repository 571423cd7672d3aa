import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { docMarkdown, type DocMarkdownInput } from '../../../../src/node/markdown-copies/doc-markdown';
import { dedent, dom, render } from '../markdown/helpers';

const SITE = 'https://site.example.org';

/** Links as the site resolves them: one known page, its anchors, and nothing else. */
const absoluteUrl = (href: string) => {
  if (/^[a-z]+:/.test(href)) return undefined;
  if (href.startsWith('#')) return `${SITE}/docs/guide${href}`;
  return href.startsWith('./other.md') ? `${SITE}/docs/other${href.slice('./other.md'.length)}` : undefined;
};

const copy = (body: string, extra: Partial<DocMarkdownInput> = {}) =>
  docMarkdown({
    title: 'Guide',
    description: 'What the guide is for.',
    body: dedent(body),
    compiledScala: undefined,
    absoluteUrl,
    ...extra,
  });

/** What a reader sees of some HTML: its text, blocks apart, with whitespace runs as one space. */
const textOf = (html: string) =>
  (dom(html.replace(/><(?=\/?(?:p|div|aside|li|td|th|tr|pre|h\d)\b)/g, '> <')).textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();

describe('docMarkdown', () => {
  it('starts with the title and the description, then the body', () => {
    expect(copy('Some *text*.\n')).toBe('# Guide\n\n> What the guide is for.\n\nSome *text*.\n');
    expect(copy('Body.\n', { description: undefined })).toBe('# Guide\n\nBody.\n');
  });

  it('makes internal links absolute, keeps external ones, and leaves code alone', () => {
    const text = copy(`
      See [the other page](./other.md#setup "Setup"), [this section](#usage) and [Scala](https://scala-lang.org).
      In code, \`[x](./other.md)\` stays as written.

      [ref]: ./other.md
      <a href="./other.md">raw</a>
    `);
    expect(text).toContain(`[the other page](${SITE}/docs/other#setup "Setup")`);
    expect(text).toContain(`[this section](${SITE}/docs/guide#usage)`);
    expect(text).toContain('[Scala](https://scala-lang.org)');
    expect(text).toContain('`[x](./other.md)` stays');
    expect(text).toContain(`[ref]: ${SITE}/docs/other`);
    expect(text).toContain(`<a href="${SITE}/docs/other">raw</a>`);
  });

  it('flattens tabs under their labels and turns admonitions into blockquotes', () => {
    const text = copy(`
      ::::tabs{groupId="build-tool"}
      :::tab[sbt]
      \`\`\`sbt
      libraryDependencies += "a" %% "b" % "1"
      \`\`\`
      :::
      :::tab[Mill]
      Mill needs [the other page](./other.md).
      :::
      ::::

      :::warning[Mind the \`Id\`]
      First line.

      Second paragraph.
      :::

      :::note
      Untitled.
      :::
    `);
    expect(text).toBe(
      dedent(`
        # Guide

        > What the guide is for.

        **sbt**

        \`\`\`sbt
        libraryDependencies += "a" %% "b" % "1"
        \`\`\`

        **Mill**

        Mill needs [the other page](${SITE}/docs/other).

        > **Mind the \`Id\`**
        >
        > First line.
        >
        > Second paragraph.

        > **Note**
        >
        > Untitled.
      `),
    );
  });

  it('shows each Scala example as mdoc evaluated it, leaving out invisible blocks and mdoc modifiers', () => {
    const text = copy(
      `
      \`\`\`scala mdoc
      val total = 1 + 2
      \`\`\`

      \`\`\`scala mdoc:invisible
      val hidden = 1
      \`\`\`

      - a list item
        \`\`\`scala
        shown as written
        \`\`\`

      \`\`\`scala mdoc:silent title="Both.scala"
      total * 2
      \`\`\`
    `,
      {
        compiledScala: [
          { code: 'val total = 1 + 2', rendered: 'val total = 1 + 2\n// total: Int = 3' },
          { code: 'val hidden = 1', rendered: null },
          { code: 'total * 2', rendered: 'total * 2' },
        ],
      },
    );
    expect(text).toContain('```scala\nval total = 1 + 2\n// total: Int = 3\n```');
    expect(text).not.toContain('hidden');
    expect(text).toContain('  ```scala\n  shown as written\n  ```');
    expect(text).toContain('```scala title="Both.scala"\ntotal * 2\n```');
    expect(text).not.toContain('mdoc');
  });

  it('shows the mdoc blocks of a page no example set covers as written, without invisible ones, as the page does', () => {
    const text = copy(
      '```scala mdoc\nval a = 1\n```\n```scala mdoc:invisible\nval hidden = 2\n```\n```scala mdoc:passthrough\nprintln("x")\n```\n',
    );
    expect(text).toContain('```scala\nval a = 1\n```\n```scala\nprintln("x")\n```');
    expect(text).not.toContain('hidden');
  });

  it('carries the text a reader sees on the page: rendered back by marked, it reads the same', async () => {
    const body = dedent(`
      Effects are values: \`effectOf\` **suspends** a call, and [the other page](./other.md) says more.

      ## Errors

      | Method | Result |
      | --- | --- |
      | \`catchNonFatal\` | \`F[Either[E, A]]\` |

      1. One
      2. Two

      :::tip[When to use it]
      Wrap a call that may throw.
      :::

      \`\`\`scala mdoc
      val a = 1
      \`\`\`
    `);
    const compiledScala = [{ code: 'val a = 1', rendered: 'val a = 1\n// a: Int = 1' }];
    const page = await render(body, { compiledScala, resolveLink: (href) => absoluteUrl(href) ?? href });
    const markdown = copy(body, { compiledScala, description: undefined });
    const reRendered = await new Marked().parse(markdown.replace(/^# Guide\n/, ''));
    // The page's heading anchors and copy buttons are controls, not text of the page.
    const pageText = textOf(page.html)
      .replace(/ ?#(?= |$)/g, '')
      .replace(/ ?Copy(?= |$)/g, '');
    expect(textOf(reRendered)).toBe(pageText);
  });
});
