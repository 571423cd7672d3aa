import { Lexer } from 'marked';
import { codeFenceTracker } from '../markdown/code-fences';
import { inlineText } from '../markdown/inline-text';

const DIRECTIVE_OPEN = /^ {0,3}:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^ {0,3}:{3,}\s*$/;
const HEADING = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/**
 * The text of the page's first top-level `#` heading (not one inside a code block, an
 * admonition or a tab), which Docusaurus takes as the title of a page whose front matter has none.
 */
export function contentTitle(body: string): string | undefined {
  const inCode = codeFenceTracker();
  let depth = 0;
  for (const line of body.split(/\r?\n/)) {
    if (inCode(line)) continue;
    if (DIRECTIVE_OPEN.test(line)) depth += 1;
    else if (DIRECTIVE_CLOSE.test(line)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && !/^\s*</.test(line)) {
      const heading = HEADING.exec(line)?.[1];
      if (heading !== undefined) return inlineText(Lexer.lexInline(heading)).trim() || undefined;
    }
  }
  return undefined;
}
