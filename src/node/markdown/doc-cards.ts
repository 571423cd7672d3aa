import { escapeHtml } from '../../shared/text/html-entities.js';

/** One entry of a sidebar category, as `<DocCardList />` shows it. */
export interface DocCard {
  href: string;
  title: string;
  /** A page's description (none when empty); a category's count of entries. */
  description: string | undefined;
  kind: 'doc' | 'category';
}

/** A category's entries as a list of linked cards, as Docusaurus's `<DocCardList />` shows them. */
export function renderDocCards(cards: readonly DocCard[]): string {
  const items = cards.map((card) => {
    const icon = card.kind === 'category' ? '🗃️' : '📄️';
    const description = card.description
      ? `<span class="doc-card-description">${escapeHtml(card.description)}</span>`
      : '';
    return (
      `<li><a class="doc-card" href="${escapeHtml(card.href)}">` +
      `<span class="doc-card-title"><span aria-hidden="true">${icon} </span>${escapeHtml(card.title)}</span>${description}</a></li>`
    );
  });
  return `<ul class="doc-cards">${items.join('')}</ul>\n`;
}
