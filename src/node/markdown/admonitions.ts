import type { Token } from 'marked';

/**
 * Every admonition keyword Docusaurus 3 renders, with the style each one takes. `caution` and the
 * older `secondary`, `important` and `success` are aliases Docusaurus 3 still renders, styled as
 * its warning, note, info and tip; a page moved from there keeps them as written.
 */
const ADMONITION_STYLES = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'warning',
  secondary: 'note',
  important: 'info',
  success: 'tip',
} as const;

type AdmonitionKind = keyof typeof ADMONITION_STYLES;

export const ADMONITION_KINDS = Object.keys(ADMONITION_STYLES) as AdmonitionKind[];

export function isAdmonitionKind(name: string): name is AdmonitionKind {
  return Object.hasOwn(ADMONITION_STYLES, name);
}

export interface AdmonitionToken {
  type: 'admonition';
  raw: string;
  kind: AdmonitionKind;
  /** Empty when the author gave no title; the capitalised kind is shown instead. */
  titleTokens: Token[];
  tokens: Token[];
}

export function defaultAdmonitionTitle(kind: AdmonitionKind): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** `titleHtml` and `bodyHtml` are already rendered; only the frame is produced here. */
export function renderAdmonition(kind: AdmonitionKind, titleHtml: string, bodyHtml: string): string {
  return (
    `<aside class="admonition admonition-${ADMONITION_STYLES[kind]}" role="note">` +
    `<p class="admonition-title">${titleHtml}</p>` +
    `<div class="admonition-content">${bodyHtml}</div></aside>\n`
  );
}
