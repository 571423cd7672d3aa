import type { Token } from 'marked';
import { escapeHtml } from '../../shared/text/html-entities.js';
import { slugify, type Slugger } from './slugger.js';

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
  tokens: TabToken[];
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
export function renderTabs(groupId: string | undefined, tabs: readonly RenderedTab[], slugger: Slugger, groupNumber: number): string {
  const ids = tabs.map((tab) => {
    const tabId = slugger.unique(`tabs-${groupNumber}-${slugify(tab.value)}`);
    return { tabId, panelId: slugger.unique(`${tabId}-panel`) };
  });
  const group = groupId === undefined ? '' : ` data-group-id="${escapeHtml(groupId)}"`;
  const buttons = tabs
    .map((tab, index) => {
      const selected = index === 0;
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
        `data-tab-value="${escapeHtml(tab.value)}" tabindex="0"${index === 0 ? '' : ' hidden'}>${tab.bodyHtml}</div>`,
    )
    .join('\n');
  return `<div class="tabs"${group}><div class="tabs-list" role="tablist">${buttons}</div>\n${panels}</div>\n`;
}
