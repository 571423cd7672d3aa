import type { Token, Tokens } from 'marked';
import { escapeHtml } from '../../shared/text/html-entities.js';
import { inlineText } from './inline-text.js';
import type { Slugger } from './slugger.js';

/** `## Title {#custom-id}`, as Docusaurus reads it: anything up to the closing brace, trimmed. */
const CUSTOM_ID = /\s*\{#([^{}]*[^{}\s][^{}]*)\}\s*$/;

/**
 * Removes a trailing `{#id}` from the heading's last text token. Matching tokens rather than the
 * raw text means an escaped `\{#id}` stays literal, as authors expect.
 */
function takeCustomId(tokens: Token[]): string | undefined {
  const last = tokens.at(-1);
  if (last?.type !== 'text' || last.tokens !== undefined) return undefined;
  const text = last as Tokens.Text;
  const match = CUSTOM_ID.exec(text.text);
  if (!match) return undefined;
  text.text = text.text.slice(0, match.index);
  text.raw = text.raw.replace(CUSTOM_ID, '');
  if (text.text === '') tokens.pop();
  return match[1]!.trim();
}

interface HeadingParts {
  id: string;
  text: string;
}

/** The id and plain text of a heading; reserves the id so later headings cannot reuse it. */
export function headingParts(tokens: Token[], slugger: Slugger): HeadingParts {
  const customId = takeCustomId(tokens);
  const text = inlineText(tokens).trim();
  return { id: customId === undefined ? slugger.slug(text) : slugger.unique(customId), text };
}

/**
 * A heading with its id and, below the title, a hover anchor link to it. An h1 is the page's
 * title, which Docusaurus links to from nowhere: it keeps its id but gets no anchor.
 */
export function renderHeading(level: number, id: string, text: string, innerHtml: string): string {
  const escapedId = escapeHtml(id);
  const anchor =
    level === 1
      ? ''
      : `<a class="hash-link" href="#${escapedId}" aria-label="Direct link to ${escapeHtml(text)}">#</a>`;
  return `<h${level} id="${escapedId}">${innerHtml}${anchor}</h${level}>\n`;
}
