import { Lexer } from 'marked';
import { codeFenceTracker } from '../markdown/code-fences';
import { inlineText } from '../markdown/inline-text';

// A first line underlined with "=" is the page's title (a setext heading), never its summary.
const SETEXT_TITLE = /^[^\r\n]*\r?\n=+/;
const MODULE_DECLARATION = /^(?:import|export)\s/;
const TITLE_HEADING = /^ {0,3}#(?!#)/;
const SECTION_HEADING = /^ {0,3}#{2,6}(?:[ \t]+|$)/;
const HEADING_END = /(?:[ \t]+#+)?(?:[ \t]*\{#[\w-]+\})?[ \t]*$/;
const BLOCKQUOTE = /^ {0,3}(?:>[ \t]?)+/;
const LIST_MARKER = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+/;
const DIRECTIVE_FENCE = /^[ \t]*:{3,}/;
const FOOTNOTE_DEFINITION = /^[ \t]*\[\^[^\]]+\]:/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
// Code spans are matched first so that what looks like a shortcode inside one stays as written.
const SHORTCODES_OUTSIDE_CODE = /(`+)[^`]*?\1|\[\^[^\]]+\]|[ \t]?:[a-z0-9_+-]*[a-z][a-z0-9_+-]*:/gi;
const REFERENCE_LINK = /(!?)\[([^\]]*)\]\[[^\]]*\]/g;

/**
 * The description Docusaurus gives a page whose front matter has none: the first line of the
 * body with any text once its Markdown is taken off. Title headings, import and export
 * declarations, code blocks, admonition and tab fences and comments have none; a section
 * heading gives its words; emphasis, links, images (their alt text), inline code, footnote
 * references and emoji shortcodes leave their text or nothing.
 */
export function contentDescription(body: string): string | undefined {
  const inCode = codeFenceTracker();
  const comments = commentStripper();
  let inDeclaration = false;
  for (const line of body.trimStart().replace(SETEXT_TITLE, '').split(/\r?\n/)) {
    // A declaration runs on to the next blank line, as MDX reads one.
    if (line.trim() === '') {
      inDeclaration = false;
      continue;
    }
    const visible = comments.open() || !inCode(line) ? comments.strip(line) : '';
    if (visible.trim() === '') continue;
    if (inDeclaration || MODULE_DECLARATION.test(visible)) {
      inDeclaration = true;
      continue;
    }
    const text = lineText(visible);
    if (text !== '') return text;
  }
  return undefined;
}

function lineText(line: string): string {
  if (
    TITLE_HEADING.test(line) ||
    DIRECTIVE_FENCE.test(line) ||
    FOOTNOTE_DEFINITION.test(line) ||
    THEMATIC_BREAK.test(line)
  )
    return '';
  const heading = SECTION_HEADING.exec(line);
  const markdown = heading
    ? line.slice(heading[0].length).replace(HEADING_END, '')
    : line.replace(BLOCKQUOTE, '').replace(LIST_MARKER, '');
  const plain = markdown
    .replace(SHORTCODES_OUTSIDE_CODE, (match, ticks: string | undefined) => (ticks === undefined ? '' : match))
    .replace(REFERENCE_LINK, (_match, bang: string, text: string) => `${bang}[${text}]()`);
  return inlineText(Lexer.lexInline(plain)).trim();
}

/**
 * Takes HTML comments and MDX `{/* … *\/}` comments out of lines, across lines too: readers
 * never see them, so they never describe the page.
 */
function commentStripper(): { open(): boolean; strip(line: string): string } {
  let closer: string | undefined;
  return {
    open: () => closer !== undefined,
    strip(line) {
      let visible = '';
      let rest = line;
      for (;;) {
        if (closer !== undefined) {
          const end = rest.indexOf(closer);
          if (end === -1) return visible;
          rest = rest.slice(end + closer.length);
          closer = undefined;
        }
        const open = /<!--|\{\/\*/.exec(rest);
        if (open === null) return visible + rest;
        visible += rest.slice(0, open.index);
        closer = open[0] === '<!--' ? '-->' : '*/}';
        rest = rest.slice(open.index + open[0].length);
      }
    },
  };
}
