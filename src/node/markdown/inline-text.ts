import type { Token, Tokens } from 'marked';
import { decodeEntities } from '../../shared/text/html-entities.js';

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
      case 'codespan':
        // CommonMark does not decode entities inside code spans.
        text += token.text;
        break;
      default: {
        // Links, emphasis and the like carry children; text and escapes carry `text`.
        const generic = token as Tokens.Generic;
        text +=
          generic.tokens !== undefined && generic.tokens.length > 0
            ? inlineText(generic.tokens)
            : decodeEntities(String(generic.text ?? ''));
      }
    }
  }
  return text;
}
