import type { SearchClient } from '../../../shared/search/protocol';

interface BusyState {
  /** The client, counting the searches in flight. */
  track(client: SearchClient): SearchClient;
  /**
   * The modal has taken over the keyboard, and its opening will start `searches` more searches
   * (DocSearch searches its initial query again once it has mounted): busy until they have begun
   * and answered, or until `settleMs` pass without them (a query it does not search again).
   */
  ready(searches?: number, settleMs?: number): void;
}

/**
 * The dialog's aria-busy: true from its opening until it has taken over the keyboard and the
 * searches that its opening starts have answered, and while a search is in flight. Until then
 * the list of hits may still be replaced (a new search resets the selected hit), so assistive
 * technology, and a test, can wait for the list that stays.
 */
export function createBusyState(dialog: () => Element | null): BusyState {
  let pending = 0;
  let ready = false;
  let awaited = 0;
  const show = () => dialog()?.setAttribute('aria-busy', String(!ready || pending > 0 || awaited > 0));
  return {
    track: (client) => ({
      async search(parameters) {
        pending++;
        if (ready && awaited > 0) awaited--;
        show();
        try {
          return await client.search(parameters);
        } finally {
          pending--;
          show();
        }
      },
    }),
    ready(searches = 0, settleMs = 2000) {
      ready = true;
      awaited = searches;
      show();
      if (searches > 0) {
        setTimeout(() => {
          awaited = 0;
          show();
        }, settleMs);
      }
    },
  };
}
