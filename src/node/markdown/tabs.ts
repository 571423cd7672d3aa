import type { Token } from 'marked';
import { escapeHtml } from '../../shared/text/html-entities.js';
import { headingSlug, type Slugger } from './slugger.js';

export interface TabToken {
  type: 'tab';
  raw: string;
  /** Shared by every tab group with the same `groupId`, so one choice (e.g. Mill) applies to all. */
  value: string;
  labelTokens: Token[];
  tokens: Token[];
}

export interface TabsToken {
  type: 'tabs';
  raw: string;
  groupId: string | undefined;
  /** The URL query key that names the chosen tab, so a link can open the page on it. */
  queryString: string | undefined;
  /** Value of the tab shown first; the first tab when absent. */
  defaultValue: string | undefined;
  /** Page order; `order` gives the order they show in, by index, when it differs (`<Tabs values>`). */
  tokens: TabToken[];
  order?: readonly number[];
}

interface RenderedTab {
  value: string;
  labelHtml: string;
  bodyHtml: string;
}

/**
 * WAI-ARIA tabs whose static HTML already shows the first panel, so pages read fine without
 * JavaScript; src/client/content/enhance.ts adds switching, keyboard support and persistence.
 */
export function renderTabs(
  group: Pick<TabsToken, 'groupId' | 'queryString' | 'defaultValue'>,
  tabs: readonly RenderedTab[],
  slugger: Slugger,
  groupNumber: number,
): string {
  const chosen = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === group.defaultValue),
  );
  const ids = tabs.map((tab) => {
    const tabId = slugger.unique(`tabs-${groupNumber}-${headingSlug(tab.value)}`);
    return { tabId, panelId: slugger.unique(`${tabId}-panel`) };
  });
  const dataAttributes =
    (group.groupId === undefined ? '' : ` data-group-id="${escapeHtml(group.groupId)}"`) +
    (group.queryString === undefined ? '' : ` data-query-string="${escapeHtml(group.queryString)}"`);
  const buttons = tabs
    .map((tab, index) => {
      const selected = index === chosen;
      return (
        `<button type="button" class="tabs-tab" role="tab" id="${ids[index]?.tabId}" ` +
        `aria-selected="${selected}" aria-controls="${ids[index]?.panelId}" tabindex="${selected ? 0 : -1}" ` +
        `data-tab-value="${escapeHtml(tab.value)}">${tab.labelHtml}</button>`
      );
    })
    .join('');
  const panels = tabs
    .map(
      (tab, index) =>
        `<div class="tabs-panel" role="tabpanel" id="${ids[index]?.panelId}" aria-labelledby="${ids[index]?.tabId}" ` +
        `data-tab-value="${escapeHtml(tab.value)}" tabindex="0"${index === chosen ? '' : ' hidden'}>${tab.bodyHtml}</div>`,
    )
    .join('\n');
  return `<div class="tabs"${dataAttributes}><div class="tabs-list" role="tablist">${buttons}</div>\n${panels}</div>\n`;
}
