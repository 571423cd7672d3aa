import { codeFenceTracker, replaceOutsideCodeSpans } from './code-fences.js';
import { MarkdownSyntaxError, ProblemList, type MarkdownProblem } from './errors.js';
import { htmlFromJsx } from './jsx-html.js';
import { parseJsxExpression } from './jsx-parse.js';
import { translateAdmonition } from './mdx-admonition.js';
import { translateCodeBlock } from './mdx-code-block.js';
import { translateDetails } from './mdx-details.js';
import { closingLine } from './mdx-elements.js';
import { translateTabs } from './mdx-tabs.js';

export interface TranslatedMdx {
  source: string;
  /** The page line a line of `source` came from, so errors found in it name the page's line. */
  pageLine(line: number): number;
  /** What the page's MDX gets wrong, at page lines; `source` reads past each of them. */
  problems: MarkdownProblem[];
}

/**
 * The MDX of a Docusaurus page, written in this site's Markdown: `import … from '@theme/…'` lines
 * and `{/* … *\/}` comments are dropped, `<Tabs>` with its `<TabItem>`s becomes `::::tabs` with
 * `:::tab` blocks, `<Admonition>` the `:::kind` block it renders, `<CodeBlock>` a fenced block
 * and `<details>` a `:::details` block, their bodies unindented as MDX reads them. HTML written
 * as JSX becomes HTML (./jsx-html.ts). `<DocCardList />`, `<TOCInline />` and unknown
 * components are left to the renderer (./jsx-blocks.ts).
 */
export function translateDocusaurusMdx(page: string): TranslatedMdx {
  const problems = new ProblemList();
  // Each entry stands for one page line; a tab whose content shares the lines of its tags takes more.
  const entries = translateLines(page.split('\n'), 1, true, problems);
  const origin = entries.flatMap((entry, index) => entry.split('\n').map(() => index + 1));
  return { source: entries.join('\n'), pageLine: (line) => origin[line - 1] ?? line, problems: problems.sorted() };
}

const ESM = /^(import|export)\b/;
// An MDX comment, `{/* … */}`, says nothing to readers.
const COMMENT_OPENER = /^\s*\{\s*\/\*/;
const COMMENT_CLOSER = /\*\/\s*\}\s*$/;
const CODE_SPAN = /(`+)[\s\S]*?\1/g;
const HEADING_ID_COMMENT = /\s*\{\s*\/\*\s*#([^*{}]+?)\s*\*\/\s*\}\s*$/;
const TABS_OPENER = /^\s*<Tabs[\s>/]|^\s*<Tabs$/;
const TAB_ITEM_OPENER = /^\s*<TabItem[\s>/]|^\s*<TabItem$/;
const ADMONITION_OPENER = /^\s*<Admonition[\s>/]|^\s*<Admonition$/;
const CODE_BLOCK_OPENER = /^\s*<CodeBlock[\s>/]|^\s*<CodeBlock$/;
const DETAILS_OPENER = /^\s*<details[\s>]/;
export const SUPPORTED_COMPONENTS = '<Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <DocCardList /> and <TOCInline />';

/** `lines` translated; `firstLine` is the page line of `lines[0]`. */
function translateLines(
  lines: readonly string[],
  firstLine: number,
  topLevel: boolean,
  problems: ProblemList,
): string[] {
  const out = [...lines];
  const inCode = codeFenceTracker();
  const htmlComment = new HtmlCommentTracker();
  const translateBody = (body: readonly string[], bodyFirstLine: number) =>
    translateLines(body, bodyFirstLine, false, problems);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    // What an HTML comment holds is not read: Docusaurus turns it into an MDX comment.
    if (htmlComment.inside ? htmlComment.read(line) : inCode(line) || htmlComment.read(line)) continue;
    try {
      if (COMMENT_OPENER.test(line)) {
        const end = commentEnd(lines, index, firstLine, problems);
        out.fill('', index, end + 1);
        index = end;
      } else if (topLevel && ESM.test(line)) {
        const end = esmEnd(lines, index, firstLine, problems);
        out.fill('', index, end + 1);
        index = end;
      } else if (TABS_OPENER.test(line)) {
        index = translateTabs(lines, index, firstLine, out, problems, translateBody);
      } else if (CODE_BLOCK_OPENER.test(line)) {
        index = translateCodeBlock(lines, index, firstLine, out, problems);
      } else if (ADMONITION_OPENER.test(line)) {
        index = translateAdmonition(lines, index, firstLine, out, problems, translateBody);
      } else if (TAB_ITEM_OPENER.test(line)) {
        problems.report('<TabItem> stands outside <Tabs>: put it inside a <Tabs> element.', firstLine + index);
        // Its content still reads as the page's, and its closing tag says nothing more.
        const closing = closingLine(lines, index, index + 1, 'TabItem', firstLine, new ProblemList());
        out[index] = '';
        if (closing.index < lines.length) out[closing.index] = closing.before;
      } else {
        const detailsEnd = DETAILS_OPENER.test(line)
          ? translateDetails(lines, index, firstLine, out, translateBody)
          : undefined;
        if (detailsEnd !== undefined) {
          index = detailsEnd;
          continue;
        }
        // A line an element before has already taken (the closer of a stray <TabItem>) stays as it made it.
        const html = htmlFromJsx(out[index]!, (reason) => problems.report(reason, firstLine + index));
        out[index] = html.includes('{') ? withInlineExpressionsRead(html) : html;
      }
    } catch (error) {
      // A tag that cannot be read is dropped, and the lines after it read on.
      if (!(error instanceof MarkdownSyntaxError)) throw error;
      problems.addAll(error.problems);
      out[index] = '';
    }
  }
  return out;
}

/**
 * The inline expressions MDX pages write for what Markdown would take otherwise, outside code
 * spans: `{/* … *\/}` comments are dropped and a quoted string (`{'{'}`, `{"<T>"}`) is its text.
 * At the end of a heading, `{/* #id *\/}` is Docusaurus's other way to write `{#id}`.
 */
function withInlineExpressionsRead(line: string): string {
  const read = /^ {0,3}#{1,6}\s/.test(line) ? line.replace(HEADING_ID_COMMENT, ' {#$1}') : line;
  return replaceOutsideCodeSpans(read, /\{/, (rest) => {
    const expression = parseJsxExpression(rest);
    if (expression === undefined) return undefined;
    if (expression.empty) return { length: expression.length, text: '' };
    return typeof expression.value === 'string'
      ? { length: expression.length, text: asMarkdownText(expression.value) }
      : undefined;
  });
}

/** Text that Markdown shows as it is. */
function asMarkdownText(text: string): string {
  return text
    .replace(/[\\`*_{}[\]()#+!|~-]/g, (char) => `\\${char}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;');
}

/** Reads lines in order and says which are inside an HTML comment (its last line included). */
class HtmlCommentTracker {
  inside = false;

  read(line: string): boolean {
    const wasInside = this.inside;
    // `<!--` in a code span is text.
    let rest = this.inside ? line : line.replace(CODE_SPAN, '');
    if (this.inside) {
      const end = rest.indexOf('-->');
      if (end === -1) return true;
      this.inside = false;
      rest = rest.slice(end + 3);
    }
    for (;;) {
      const start = rest.indexOf('<!--');
      if (start === -1) return wasInside;
      const end = rest.indexOf('-->', start + 4);
      if (end === -1) {
        this.inside = true;
        // A line that opens a comment and carries nothing before it belongs to the comment.
        return wasInside || rest.slice(0, start).trim() === '';
      }
      rest = rest.slice(end + 3);
    }
  }
}

/** The last line of the MDX comment starting at `start`; unclosed, it takes the rest of the page. */
function commentEnd(lines: readonly string[], start: number, firstLine: number, problems: ProblemList): number {
  for (let index = start; index < lines.length; index++) {
    if (COMMENT_CLOSER.test(index === start ? lines[index]!.replace(COMMENT_OPENER, '') : lines[index]!)) return index;
  }
  problems.report('"{/*" opens a comment that is never closed: end it with "*/}".', firstLine + start);
  return start;
}

/** The last line of the import or export starting at `start`; only `@theme/…` imports pass. */
function esmEnd(lines: readonly string[], start: number, firstLine: number, problems: ProblemList): number {
  const line = lines[start]!;
  if (line.startsWith('export')) {
    problems.report(
      `"${line.trim()}" exports code, which this site does not run: write the page without MDX exports.`,
      firstLine + start,
    );
    return start;
  }
  for (let index = start; index < lines.length; index++) {
    const module = /(?:\bfrom\s*|^import\s*)(["'])([^"']*)\1\s*;?\s*$/.exec(lines[index]!)?.[2];
    if (module === undefined) continue;
    if (!module.startsWith('@theme/')) {
      problems.report(
        `"${line.trim()}" imports "${module}", code which this site does not run: only imports from "@theme/…" are accepted (and dropped), for the components it renders itself, ${SUPPORTED_COMPONENTS}.`,
        firstLine + start,
      );
    }
    return index;
  }
  problems.report(`"${line.trim()}" never names the module it imports from.`, firstLine + start);
  return start;
}
