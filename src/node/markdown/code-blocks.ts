import { isHighlighted, parseCodeInfo } from './code-meta.js';
import type { CodeHighlighter } from './highlighter.js';
import { escapeHtml } from './html.js';

/**
 * A fenced code block as a figure-like unit: optional title bar, the highlighted <pre>, and a copy
 * button that src/client/content/enhance.ts wires up (it does nothing without JavaScript).
 */
export function renderCodeBlock(highlighter: CodeHighlighter, code: string, info: string | undefined): string {
  const meta = parseCodeInfo(info);
  const language = highlighter.resolveLanguage(meta.lang);
  // Indented code keeps its final newline in marked; a trailing empty line would render and be copied.
  const pre = highlighter.highlight(code.replace(/\n+$/, ''), {
    lang: language,
    isHighlighted: (line) => isHighlighted(meta, line),
    showLineNumbers: meta.showLineNumbers,
    startLine: meta.startLine,
  });
  const title = meta.title === undefined ? '' : `<div class="code-block-title">${escapeHtml(meta.title)}</div>`;
  return (
    `<div class="code-block" data-language="${escapeHtml(language)}">${title}${pre}` +
    `<button type="button" class="copy-button" aria-label="Copy code">Copy</button></div>\n`
  );
}
