import { isHighlighted, parseCodeInfo } from './code-meta.js';
import type { RenderContext } from './context.js';
import type { TokenWrap } from './highlighter.js';
import { escapeHtml } from '../../shared/text/html-entities.js';
import type { BlockTypes, CompiledScala } from './types.js';
import { outputLineNumbers } from '../examples/output-lines.js';
import { mdocModifiers } from '../examples/scala-blocks.js';
import { KEYS_TIP_ID, typeTipId } from './type-tips.js';
import { keepHiddenCode, scriptParts } from './scala-cli.js';

/**
 * A fenced code block as a figure-like unit: optional title bar, the highlighted <pre>, and a copy
 * button that src/client/content/enhance.ts wires up (it does nothing without JavaScript). A
 * compiled Scala block shows mdoc's rendering, its evaluated output lines marked as such.
 */
export function renderCodeBlock(
  context: RenderContext,
  code: string,
  info: string | undefined,
  compiled?: CompiledScala,
): string {
  const example = compiled === undefined ? undefined : context.compiledScala?.indexOf(compiled);
  if (compiled?.rendered === null) {
    keepHiddenCode(context.scripts, example!, compiled);
    return '';
  }
  const { highlighter } = context;
  const meta = parseCodeInfo(info);
  const language = highlighter.resolveLanguage(meta.lang);
  const shown = compiled?.rendered ?? code;
  const output = compiled === undefined ? new Set<number>() : outputLineNumbers(compiled.code, shown);
  const wraps =
    compiled?.types === undefined
      ? new Map<number, TokenWrap[]>()
      : identifierWraps(context, compiled.types, shown.split('\n').length, output);
  // Indented code keeps its final newline in marked; a trailing empty line would render and be copied.
  const pre = highlighter.highlight(shown.replace(/\n+$/, ''), {
    lang: language,
    isHighlighted: (line) => isHighlighted(meta, line),
    isOutput: (line) => output.has(line),
    wraps: (line) => wraps.get(line) ?? [],
    // The block is the tab stop; it says how to reach its identifiers.
    describedBy: wraps.size > 0 ? KEYS_TIP_ID : undefined,
    showLineNumbers: meta.showLineNumbers,
    startLine: meta.startLine,
  });
  const title = meta.title === undefined ? '' : `<div class="code-block-title">${escapeHtml(meta.title)}</div>`;
  const script = compiled === undefined ? undefined : scriptParts(context.scripts, example!, compiled);
  return (
    `<div class="code-block" data-language="${escapeHtml(language)}"${script?.attributes ?? ''}>${title}${pre}` +
    `<button type="button" class="code-button copy-button" aria-label="Copy code">Copy</button>${script?.button ?? ''}</div>\n`
  );
}

/**
 * Each typed identifier as an element pointing at its tooltip, by rendered line (1-based): the
 * types are positions in the code, and the rendered block has mdoc's output lines between them.
 * The entries it points at are kept in the context for the page's tooltips.
 */
function identifierWraps(
  context: RenderContext,
  types: BlockTypes,
  renderedLines: number,
  output: ReadonlySet<number>,
): Map<number, TokenWrap[]> {
  const renderedLineOf: number[] = [];
  for (let line = 1; line <= renderedLines; line++) if (!output.has(line)) renderedLineOf.push(line);
  const wraps = new Map<number, TokenWrap[]>();
  for (const [line, column, length, entryIndex] of types.occurrences) {
    const entry = types.entries[entryIndex];
    const rendered = renderedLineOf[line];
    if (entry === undefined || rendered === undefined || length === 0) continue;
    // The reference to its tooltip is also what the tooltip script and the styles find it by.
    const describedBy = { 'aria-describedby': typeTipId(entryIndex) };
    const href = entry.symbol === undefined ? undefined : context.symbolHref?.(entry.symbol);
    context.typeTips.set(entryIndex, { entry, linked: href !== undefined });
    // A link to the API reference, out of the tab order like every identifier: the block is the tab stop.
    const wrap: TokenWrap =
      href === undefined
        ? { start: column, end: column + length, tagName: 'span', properties: describedBy }
        : { start: column, end: column + length, tagName: 'a', properties: { href, tabindex: '-1', ...describedBy } };
    wraps.set(rendered, [...(wraps.get(rendered) ?? []), wrap]);
  }
  for (const lineWraps of wraps.values()) lineWraps.sort((a, b) => a.start - b.start);
  return wraps;
}

/**
 * A fence as the page shows it. A ```scala mdoc block shows what mdoc made of it when the page
 * was compiled: its code and output, nothing for `invisible`, the Markdown a `passthrough` block
 * printed. On a page no example set covers it shows its code, and `invisible` blocks stay hidden.
 * Any other fence, a plain ```scala one too, is highlighted as written.
 */
export function renderFence(
  context: RenderContext,
  code: string,
  info: string | undefined,
  raw: string,
  renderMarkdown: (markdown: string) => string,
): string {
  // mdoc reads fences of backticks only.
  const modifiers = raw.trimStart().startsWith('`') ? mdocModifiers(info) : undefined;
  if (modifiers === undefined) return renderCodeBlock(context, code, info);
  const compiled = compiledBlockFor(context, code);
  if (compiled === undefined) return modifiers.includes('invisible') ? '' : renderCodeBlock(context, code, info);
  if (compiled.passthrough) {
    // Its code is not shown, but the scripts of the blocks after it need it, as an invisible block's.
    keepHiddenCode(context.scripts, context.compiledScala!.indexOf(compiled), compiled);
    return compiled.rendered === null ? '' : renderMarkdown(compiled.rendered);
  }
  return renderCodeBlock(context, code, info, compiled);
}

/**
 * The compiled form of the page's next mdoc block with this code. A fence mdoc does not read as
 * one of its blocks (inside a blockquote, say) has none, and shows as written, as mdoc leaves it.
 */
function compiledBlockFor(context: RenderContext, code: string): CompiledScala | undefined {
  const blocks = context.compiledScala;
  if (blocks === undefined) return undefined;
  const at = blocks.findIndex((block, index) => index >= context.compiledScalaUsed && block.code === code);
  if (at === -1) return undefined;
  context.compiledScalaUsed = at + 1;
  return blocks[at];
}
