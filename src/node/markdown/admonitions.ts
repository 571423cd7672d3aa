import type { Token } from 'marked';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

export function isAdmonitionKind(name: string): name is AdmonitionKind {
  return (ADMONITION_KINDS as readonly string[]).includes(name);
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
    `<aside class="admonition admonition-${kind}" role="note">` +
    `<p class="admonition-title">${titleHtml}</p>` +
    `<div class="admonition-content">${bodyHtml}</div></aside>\n`
  );
}
