/**
 * Interactive bits of rendered markdown (see src/node/markdown): copy buttons on code blocks and
 * tab groups. The static HTML is complete without this module; it only adds behaviour.
 */
import { SCRIPT_BUTTON_CLASS } from '../../shared/scala-cli-markup';
import { safeStorage } from '../state/storage';
import { codeText } from './code-text';
import { ENHANCED_EVENTS } from './enhanced-events';
import { scalaCliScriptFor } from './scala-cli-script-for';

const COPY_FEEDBACK_MS = 2000;
const STORAGE_PREFIX = 'effectie.tabs.';

/** What each copy control says when idle: its accessible name and its text. */
const IDLE = {
  code: { label: 'Copy code', text: 'Copy' },
  script: { label: 'Copy as a Scala CLI script', text: 'Scala CLI' },
} as const;

type Timer = ReturnType<typeof setTimeout>;

/**
 * Wires up everything inside `root` with one delegated listener per event type; returns cleanup.
 * `earlier` are the events of those types that reached the root before this ran (a click on a
 * copy button while this module was loading): they are acted on now, in order.
 */
export function enhanceContent(root: HTMLElement, earlier: readonly Event[] = []): () => void {
  const timers = new Map<HTMLElement, Timer>();
  let active = true;

  const onEvent = (event: Event): void => {
    const target = event.target as Element | null;
    // Duck-typed rather than instanceof so content moved between documents or frames still works.
    if (target === null || typeof target.closest !== 'function') return;
    if (event.type === 'click') {
      const scriptButton = target.closest<HTMLElement>(`.${SCRIPT_BUTTON_CLASS}`);
      if (scriptButton !== null && root.contains(scriptButton)) {
        const block = scriptButton.closest('.code-block');
        void copy(scriptButton, 'script', block === null ? undefined : scalaCliScriptFor(block, root));
        return;
      }
      const copyButton = target.closest<HTMLElement>('.copy-button');
      if (copyButton !== null && root.contains(copyButton)) {
        void copy(copyButton, 'code', codeText(copyButton.closest('.code-block')?.querySelector('pre code')));
        return;
      }
      const tab = target.closest<HTMLElement>('.tabs [role="tab"]');
      if (tab !== null && root.contains(tab)) selectTab(root, tab, false);
    } else if (event.type === 'keydown') {
      const tab = target.closest<HTMLElement>('.tabs [role="tab"]');
      const next = tab === null ? undefined : neighbourTab(tab, event as KeyboardEvent);
      if (next !== undefined) {
        event.preventDefault();
        selectTab(root, next, true);
      }
    }
  };

  const copy = async (button: HTMLElement, kind: CopyKind, text: string | undefined): Promise<void> => {
    let copied = false;
    try {
      // A script the page cannot assemble (a part of it missing) is a failed copy, not an empty one.
      if (text !== undefined) {
        await navigator.clipboard.writeText(text);
        copied = true;
      }
    } catch {
      // No clipboard API (insecure context, old browser) or permission denied.
    }
    if (!active) return;
    clearTimeout(timers.get(button));
    setCopyState(button, kind, copied ? 'copied' : 'failed');
    timers.set(
      button,
      setTimeout(() => {
        timers.delete(button);
        setCopyState(button, kind, 'idle');
      }, COPY_FEEDBACK_MS),
    );
  };

  for (const type of ENHANCED_EVENTS) root.addEventListener(type, onEvent);
  applyStoredChoices(root);
  for (const event of earlier) onEvent(event);

  return () => {
    active = false;
    for (const type of ENHANCED_EVENTS) root.removeEventListener(type, onEvent);
    for (const [button, timer] of timers) {
      clearTimeout(timer);
      setCopyState(button, button.classList.contains(SCRIPT_BUTTON_CLASS) ? 'script' : 'code', 'idle');
    }
    timers.clear();
  };
}

type CopyKind = keyof typeof IDLE;

function setCopyState(button: HTMLElement, kind: CopyKind, state: 'idle' | 'copied' | 'failed'): void {
  button.classList.toggle('copied', state === 'copied');
  button.classList.toggle('copy-failed', state === 'failed');
  button.setAttribute(
    'aria-label',
    state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : IDLE[kind].label,
  );
  button.textContent = state === 'copied' ? 'Copied' : state === 'failed' ? 'Failed' : IDLE[kind].text;
}

/** Tabs and panels of this group only, not of groups nested inside its panels. */
function ownTabs(group: Element): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => tab.closest('.tabs') === group);
}

function ownPanels(group: Element): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter(
    (panel) => panel.closest('.tabs') === group,
  );
}

function neighbourTab(tab: HTMLElement, event: KeyboardEvent): HTMLElement | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const group = tab.closest('.tabs');
  if (group === null) return undefined;
  const tabs = ownTabs(group);
  const index = tabs.indexOf(tab);
  if (index === -1) return undefined;
  const last = tabs.length - 1;
  switch (event.key) {
    case 'ArrowRight':
      return tabs[index === last ? 0 : index + 1];
    case 'ArrowLeft':
      return tabs[index === 0 ? last : index - 1];
    case 'Home':
      return tabs[0];
    case 'End':
      return tabs[last];
    default:
      return undefined;
  }
}

function activate(group: Element, chosen: HTMLElement): void {
  const panels = ownPanels(group);
  for (const tab of ownTabs(group)) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = panels.find((candidate) => candidate.id === tab.getAttribute('aria-controls'));
    if (panel !== undefined) panel.hidden = !selected;
  }
}

function tabWithValue(group: Element, value: string): HTMLElement | undefined {
  return ownTabs(group).find((tab) => tab.dataset.tabValue === value);
}

function selectTab(root: HTMLElement, tab: HTMLElement, focus: boolean): void {
  const group = tab.closest<HTMLElement>('.tabs');
  if (group === null) return;
  // Other groups above may change height; keep the tab the reader touched where it was.
  const topBefore = tab.getBoundingClientRect().top;
  activate(group, tab);
  if (focus) tab.focus();

  const groupId = group.dataset.groupId;
  const value = tab.dataset.tabValue;
  const queryKey = group.dataset.queryString;
  if (queryKey !== undefined && value !== undefined) writeQueryChoice(root, queryKey, value);
  if (groupId !== undefined && groupId !== '' && value !== undefined) {
    safeStorage.set(STORAGE_PREFIX + groupId, value);
    for (const other of root.ownerDocument.querySelectorAll<HTMLElement>('.tabs[data-group-id]')) {
      if (other === group || other.dataset.groupId !== groupId) continue;
      const match = tabWithValue(other, value);
      if (match !== undefined) activate(other, match);
    }
  }
  const shift = tab.getBoundingClientRect().top - topBefore;
  if (shift !== 0) root.ownerDocument.defaultView?.scrollBy(0, shift);
}

/** The tab a link asked for (`?build-tool=mill`) wins over the one chosen on an earlier page. */
function applyStoredChoices(root: HTMLElement): void {
  const query = new URLSearchParams(root.ownerDocument.defaultView?.location.search ?? '');
  for (const group of root.querySelectorAll<HTMLElement>('.tabs[data-group-id], .tabs[data-query-string]')) {
    const groupId = group.dataset.groupId;
    const queryKey = group.dataset.queryString;
    const asked = queryKey === undefined ? undefined : (query.get(queryKey) ?? undefined);
    const stored = groupId === undefined ? undefined : (safeStorage.get(STORAGE_PREFIX + groupId) ?? undefined);
    // A value that names no tab here (another page's option, or garbage) is ignored.
    const tab =
      (asked === undefined ? undefined : tabWithValue(group, asked)) ??
      (stored === undefined ? undefined : tabWithValue(group, stored));
    if (tab !== undefined) activate(group, tab);
  }
}

/** The choice in the address, so the link a reader copies opens the page on the same tab. */
function writeQueryChoice(root: HTMLElement, key: string, value: string): void {
  const view = root.ownerDocument.defaultView;
  if (view === null) return;
  const url = new URL(view.location.href);
  url.searchParams.set(key, value);
  view.history.replaceState(view.history.state, '', url);
}
