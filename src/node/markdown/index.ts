import { Lexer, Marked, Renderer, type Tokens } from 'marked';
import { renderCodeBlock, renderFence } from './code-blocks.js';
import { createRenderContext, type RenderContext } from './context.js';
import type { LinkRef, MarkdownRenderer, RenderedMarkdown, RenderOptions } from './types.js';
import { directiveExtensions } from './directives.js';
import { translateDocusaurusMdx } from './docusaurus-mdx.js';
import { jsxExtensions } from './jsx-blocks.js';
import { headingParts, renderHeading } from './headings.js';
import { escapeHtml } from '../../shared/text/html-entities.js';
import { collectIds } from './html.js';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.js';
import { encodeHref, resolveHref, rewriteHtmlLinks } from './links.js';
import { renderTypeTips } from './type-tips.js';
import { renderScriptSet } from './scala-cli.js';
import { fillTocInline } from './toc-inline.js';
import { footnoteExtensions, renderFootnotes } from './footnotes.js';

import { MarkdownSyntaxError, ProblemList } from './errors.js';
import { problemExtension } from './problem-token.js';

export { MarkdownSyntaxError };
export type { DocCard } from './doc-cards.js';
export type {
  BlockTypes,
  CompiledScala,
  HeadingInfo,
  LinkRef,
  MarkdownRenderer,
  RenderedMarkdown,
  RenderOptions,
} from './types.js';

export async function createMarkdownRenderer(): Promise<MarkdownRenderer> {
  const highlighter = await createCodeHighlighter();
  return {
    render: (markdown, options) => renderMarkdown(highlighter, markdown, options),
    renderCode: (code, info) => renderCodeBlock(createRenderContext(code, highlighter, undefined), code, info),
  };
}

function renderMarkdown(highlighter: CodeHighlighter, markdown: string, options: RenderOptions): RenderedMarkdown {
  // marked normalises line endings the same way; doing it first keeps error line numbers aligned.
  const translated = translateDocusaurusMdx(markdown.replace(/\r\n?/g, '\n'));
  const { source, pageLine } = translated;
  const context = createRenderContext(
    source,
    highlighter,
    options.resolveLink,
    options.compiledScala,
    options.symbolHref,
    options.docCards,
  );
  const marked = createMarked(context);
  // lexer + parser directly, because marked.parse appends "Please report this to marked" to errors.
  const body = fillTocInline(marked.parser(marked.lexer(source)), context.headings, {
    min: options.tocMinLevel,
    max: options.tocMaxLevel,
  });
  const html =
    body + renderFootnotes(context.footnotes) + renderTypeTips(context.typeTips) + renderScriptSet(context.scripts);
  const problems = new ProblemList();
  problems.addAll(translated.problems);
  problems.addAll(context.problems.sorted(), pageLine);
  if (problems.size > 0) throw new MarkdownSyntaxError(problems.sorted());
  const toc = context.headings
    .filter((heading) => heading.level >= options.tocMinLevel && heading.level <= options.tocMaxLevel)
    .map(({ id, text, level }) => ({ id, text, level }));
  const links = context.links.map((link) => (link.line === undefined ? link : { ...link, line: pageLine(link.line) }));
  return { html, toc, headings: context.headings, anchors: collectIds(html), links };
}

function located(ref: LinkRef, line: number | undefined): LinkRef {
  return line === undefined ? ref : { ...ref, line };
}

/** A fresh instance per page: the extensions close over that page's context. */
function createMarked(context: RenderContext): Marked {
  return new Marked({
    gfm: true,
    extensions: [
      ...directiveExtensions(context),
      ...jsxExtensions(context),
      ...footnoteExtensions(context),
      problemExtension,
    ],
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const { id, text } = headingParts(tokens, context.slugger);
        if (depth >= 2) context.headings.push({ id, text, level: depth });
        return renderHeading(depth, id, text, this.parser.parseInline(tokens));
      },
      table(token: Tokens.Table) {
        // A wide table scrolls inside its own box, which keyboard users must be able to focus.
        return `<div class="table-scroll" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
      code({ text, lang, raw }: Tokens.Code) {
        try {
          return renderFence(context, text, lang, raw, (markdown) =>
            this.parser.parse(Lexer.lex(markdown, this.options)),
          );
        } catch (error) {
          if (!(error instanceof MarkdownSyntaxError)) throw error;
          context.problems.addAll(error.problems);
          return '';
        }
      },
      link({ href, title, tokens, raw }: Tokens.Link) {
        const { html: target, ref } = resolveHref(href, context.resolveLink);
        context.links.push(located(ref, context.linkLine(raw, href)));
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(encodeHref(target))}"${titleAttribute}>${this.parser.parseInline(tokens)}</a>`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return rewriteHtmlLinks(text, context.resolveLink, (ref, tag) =>
          context.links.push(located(ref, context.linkLine(tag, ref.href))),
        );
      },
    },
  });
}
