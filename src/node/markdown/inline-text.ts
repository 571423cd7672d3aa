import type { Token } from 'marked';
import { decodeEntities } from './html.js';

/**
 * The visible text of inline tokens, without markup. marked's own TextRenderer keeps raw HTML tags
 * and entities, which would leak into the table of contents and aria-labels.
 */
export function inlineText(tokens: readonly Token[] | undefined): string {
  if (tokens === undefined) return '';
  let text = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'html':
      case 'checkbox':
        break;
      case 'br':
        text += ' ';
        break;
      case 'text':
      case 'escape':
      case 'codespan':
        text += token.tokens && token.tokens.length > 0 ? inlineText(token.tokens) : decodeEntities(String(token.text));
        break;
      default:
        text += token.tokens ? inlineText(token.tokens) : decodeEntities(String(token['text'] ?? ''));
    }
  }
  return text;
}
