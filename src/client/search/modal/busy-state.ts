import type { SearchClient } from '../../../shared/search/protocol';

interface BusyState {
  /** The client, counting the searches started and those in flight. */
  track(client: SearchClient): SearchClient;
  /**
   * The modal has taken over the keyboard, and its opening starts `searches` searches in all,
   * counted from the first search of the tracked client (some may have begun already): busy
   * until they have begun and answered. Should fewer ever come, busy ends `settleMs` after this.
   */
  ready(searches?: number, settleMs?: number): void;
  /** Calls `callback` once, the first time the dialog is no longer busy after `ready`. */
  whenSettled(callback: () => void): void;
}

/**
 * What DocSearch 5.1.2 searches when it opens on a query: the query once when its input takes
 * focus, and once more from a mount effect; each answer resets the selected hit. A hand-over of
 * keys typed while it loaded is one more search. Empty, it searches nothing (recent searches).
 */
export function openingSearches(initialQuery: string, handOver: boolean): number {
  return (initialQuery === '' ? 0 : 2) + (handOver ? 1 : 0);
}

/**
 * The dialog's aria-busy: true from its opening until it has taken over the keyboard and the
 * searches that its opening starts have answered, and while a search is in flight. Until then
 * the list of hits may still be replaced (a new search resets the selected hit), so assistive
 * technology, and a test, can wait for the list that stays.
 */
export function createBusyState(dialog: () => Element | null): BusyState {
  let pending = 0;
  let started = 0;
  let ready = false;
  let expected = 0;
  let settled: (() => void) | undefined;
  const show = () => {
    const busy = !ready || pending > 0 || started < expected;
    dialog()?.setAttribute('aria-busy', String(busy));
    if (!busy && settled) {
      const callback = settled;
      settled = undefined;
      callback();
    }
  };
  return {
    track: (client) => ({
      async search(parameters) {
        pending++;
        started++;
        show();
        try {
          return await client.search(parameters);
        } finally {
          pending--;
          show();
        }
      },
    }),
    ready(searches = 0, settleMs = 5000) {
      ready = true;
      expected = searches;
      show();
      if (started < expected) {
        setTimeout(() => {
          expected = 0;
          show();
        }, settleMs);
      }
    },
    whenSettled(callback) {
      settled = callback;
      show();
    },
  };
}
