import type { TokenizerAndRendererExtension, Tokens } from 'marked';
import { lineOf, type RenderContext } from './context.js';
import { renderDocCards } from './doc-cards.js';
import { SUPPORTED_COMPONENTS } from './docusaurus-mdx.js';
import { JsxTagError, parseJsxTag, type JsxTag } from './jsx-parse.js';
import { problemToken } from './problem-token.js';
import { readTocInline, tocInlineMarker, type TocInlineLevels } from './toc-inline.js';

const COMPONENT = /^ {0,3}<\/?([A-Z][\w.]*)/;

/**
 * JSX components left after ./docusaurus-mdx.ts: `<DocCardList />` renders the cards of the
 * category this page opens, `<TOCInline toc={toc} />` the page's headings; any other capitalised tag, on a line of its own or inside a
 * paragraph, is code this site does not run, reported at its line. Its content reads on as the
 * page's, and its closing tag says nothing more.
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
        const text = src.trimStart();
        const tag = parse(context, text, line);
        // The tag, and the rest of its last line.
        const end = text.indexOf('\n', tag?.length ?? 0);
        const raw = src.slice(0, src.length - text.length + (end === -1 ? text.length : end + 1));
        if (name === 'TOCInline') {
          const rest = text.slice(tag?.length ?? 0).split('\n')[0]!;
          if (tag === undefined || !tag.selfClosing || rest.trim() !== '') {
            context.problems.report('<TOCInline toc={toc} /> stands alone on its line, closed with "/>".', line);
            return problemToken(raw);
          }
          const levels = readTocInline(tag, (reason) => context.problems.report(reason, line));
          return { type: 'tocInline', raw, levels };
        }
        if (name !== 'DocCardList') {
          refuse(context, name, text.startsWith('</'), line);
          return problemToken(raw);
        }
        const rest = text.slice(tag?.length ?? 0).split('\n')[0]!;
        if (tag === undefined || !tag.selfClosing || rest.trim() !== '') {
          context.problems.report('<DocCardList /> stands alone on its line, closed with "/>".', line);
        } else if (tag.attributes.size > 0) {
          context.problems.report(
            `<DocCardList /> takes no attributes here (got ${[...tag.attributes.keys()].join(', ')}): it lists the category this page opens.`,
            line,
          );
        } else if (context.docCards === undefined) {
          context.problems.report(
            "<DocCardList /> lists the entries of the sidebar category this page opens, and this page opens none: use it on a folder's index.md, or the page a _category_.yaml links to.",
            line,
          );
        } else {
          return { type: 'docCardList', raw };
        }
        return problemToken(raw);
      },
      renderer: () => renderDocCards(context.docCards ?? []),
    },
    {
      name: 'tocInline',
      renderer: (token) => tocInlineMarker((token as Tokens.Generic & { levels: TocInlineLevels }).levels),
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
        const line = lineOf(context, src);
        const tag = parse(context, src, line);
        refuse(context, name, src.startsWith('</'), line);
        return problemToken(src.slice(0, tag?.length ?? name.length + 1));
      },
    },
  ];
}

function parse(context: RenderContext, text: string, line: number | undefined): JsxTag | undefined {
  try {
    return parseJsxTag(text);
  } catch (error) {
    if (!(error instanceof JsxTagError)) throw error;
    context.problems.report(`${error.message}.`, line);
    return undefined;
  }
}

/** Reports a component the site does not run, once: its closing tag is the same mistake. */
function refuse(context: RenderContext, name: string, closing: boolean, line: number | undefined): void {
  if (closing && context.refusedComponents.has(name)) return;
  context.refusedComponents.add(name);
  context.problems.report(unknownComponent(name), line);
}

function unknownComponent(name: string): string {
  if (name === 'TabItem') return '<TabItem> stands outside <Tabs>: put it inside a <Tabs> element.';
  if (name === 'Tabs') return '<Tabs> must start a line of its own, with its <TabItem> elements on the lines below.';
  return `<${name}> is a JSX component, which this site does not run: it renders ${SUPPORTED_COMPONENTS} as Docusaurus does, and HTML elements in lower case (such as <details>); write the rest in Markdown or HTML.`;
}
