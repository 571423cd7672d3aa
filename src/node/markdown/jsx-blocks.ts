import type { TokenizerAndRendererExtension } from 'marked';
import { lineOf, type RenderContext } from './context.js';
import { renderDocCards } from './doc-cards.js';
import { SUPPORTED_COMPONENTS } from './docusaurus-mdx.js';
import { MarkdownSyntaxError } from './errors.js';
import { JsxTagError, parseJsxTag } from './jsx-tag.js';

const COMPONENT = /^ {0,3}<\/?([A-Z][\w.]*)/;

/**
 * JSX components left after ./docusaurus-mdx.ts: `<DocCardList />` renders the cards of the
 * category this page opens; any other capitalised tag, on a line of its own or inside a
 * paragraph, is code this site does not run, and stops the build at its line.
 */
export function jsxExtensions(context: RenderContext): TokenizerAndRendererExtension[] {
  return [
    {
      name: 'docCardList',
      level: 'block',
      tokenizer(src) {
        const name = COMPONENT.exec(src)?.[1];
        if (name === undefined) return undefined;
        const line = lineOf(context, src);
        if (name !== 'DocCardList') throw unknownComponent(name, line);
        const tag = parse(src.trimStart(), line);
        const rest = src.trimStart().slice(tag?.length ?? 0).split('\n')[0]!;
        if (tag === undefined || !tag.selfClosing || rest.trim() !== '') {
          throw new MarkdownSyntaxError('<DocCardList /> stands alone on its line, closed with "/>".', line);
        }
        if (tag.attributes.size > 0) {
          throw new MarkdownSyntaxError(`<DocCardList /> takes no attributes here (got ${[...tag.attributes.keys()].join(', ')}): it lists the category this page opens.`, line);
        }
        if (context.docCards === undefined) {
          throw new MarkdownSyntaxError(
            '<DocCardList /> lists the entries of the sidebar category this page opens, and this page opens none: use it on a folder\'s index.md, or the page a _category_.yaml links to.',
            line,
          );
        }
        const consumed = src.length - src.trimStart().length + tag.length + rest.length;
        return { type: 'docCardList', raw: src.slice(0, consumed + (src[consumed] === '\n' ? 1 : 0)) };
      },
      renderer: () => renderDocCards(context.docCards ?? []),
    },
    {
      name: 'jsxInline',
      level: 'inline',
      start: (src) => {
        const index = src.search(/<\/?[A-Z]/);
        return index === -1 ? undefined : index;
      },
      tokenizer(src) {
        const name = /^<\/?([A-Z][\w.]*)/.exec(src)?.[1];
        if (name === undefined) return undefined;
        throw unknownComponent(name, lineOf(context, src));
      },
    },
  ];
}

function parse(text: string, line: number | undefined) {
  try {
    return parseJsxTag(text);
  } catch (error) {
    if (error instanceof JsxTagError) throw new MarkdownSyntaxError(`${error.message}.`, line);
    throw error;
  }
}

function unknownComponent(name: string, line: number | undefined): MarkdownSyntaxError {
  if (name === 'TabItem') return new MarkdownSyntaxError('<TabItem> stands outside <Tabs>: put it inside a <Tabs> element.', line);
  if (name === 'Tabs') return new MarkdownSyntaxError('<Tabs> must start a line of its own, with its <TabItem> elements on the lines below.', line);
  return new MarkdownSyntaxError(
    `<${name}> is a JSX component, which this site does not run: it renders ${SUPPORTED_COMPONENTS} as Docusaurus does, and HTML elements in lower case (such as <details>); write the rest in Markdown or HTML.`,
    line,
  );
}
