import type { SearchClient } from '../../../shared/search/protocol';

interface BusyState {
  /** The client, counting the searches in flight. */
  track(client: SearchClient): SearchClient;
  /** The modal has taken over the keyboard: the searches its opening started have begun. */
  ready(): void;
}

/**
 * The dialog's aria-busy: true from its opening until it has taken over the keyboard, and while
 * a search is in flight. Until then the list of hits may still be replaced (a new search resets
 * the selected hit), so assistive technology, and a test, can wait for the list that stays.
 */
export function createBusyState(dialog: () => Element | null): BusyState {
  let pending = 0;
  let ready = false;
  const show = () => dialog()?.setAttribute('aria-busy', String(!ready || pending > 0));
  return {
    track: (client) => ({
      async search(parameters) {
        pending++;
        show();
        try {
          return await client.search(parameters);
        } finally {
          pending--;
          show();
        }
      },
    }),
    ready() {
      ready = true;
      show();
    },
  };
}
