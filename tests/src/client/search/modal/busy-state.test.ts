import { describe, expect, it, vi } from 'vitest';
import { createBusyState, openingSearches } from '../../../../../src/client/search/modal/busy-state';
import type { SearchClient, SearchResponse } from '../../../../../src/shared/search/protocol';

function dialog() {
  const attributes = new Map<string, string>();
  return {
    element: { setAttribute: (name: string, value: string) => void attributes.set(name, value) } as unknown as Element,
    busy: () => attributes.get('aria-busy'),
  };
}

/** A client whose searches answer when the test says. */
function heldClient() {
  const pending: Array<{ resolve: (response: SearchResponse) => void; reject: (error: Error) => void }> = [];
  const client: SearchClient = { search: () => new Promise((resolve, reject) => pending.push({ resolve, reject })) };
  return { client, pending };
}

describe("the search dialog's aria-busy", () => {
  it('is true until the dialog has taken over the keyboard, and while a search is in flight', async () => {
    const { element, busy } = dialog();
    const state = createBusyState(() => element);
    const { client, pending } = heldClient();
    const tracked = state.track(client);

    const first = tracked.search({ requests: [] });
    expect(busy()).toBe('true');
    state.ready();
    expect(busy(), 'a search is still in flight').toBe('true');
    const second = tracked.search({ requests: [] });
    pending[0]!.resolve({ results: [] });
    await first;
    expect(busy(), 'one of two searches has answered').toBe('true');
    pending[1]!.reject(new Error('offline'));
    await expect(second).rejects.toThrow('offline');
    expect(busy(), 'a failed search is over too').toBe('false');
  });

  it('is false once the dialog has taken over with no search in flight', () => {
    const { element, busy } = dialog();
    const state = createBusyState(() => element);
    state.ready();
    expect(busy()).toBe('false');
  });

  it('after taking over with a query, stays busy until every search the opening starts, before or after, has begun and answered', async () => {
    const { element, busy } = dialog();
    const state = createBusyState(() => element);
    const { client, pending } = heldClient();
    const tracked = state.track(client);

    // DocSearch searched its query when its input took focus, before the dialog took over.
    const onFocus = tracked.search({ requests: [] });
    pending[0]!.resolve({ results: [] });
    await onFocus;
    state.ready(openingSearches('pick module', false));
    expect(busy(), 'DocSearch has not searched its initial query again yet').toBe('true');
    const again = tracked.search({ requests: [] });
    expect(busy()).toBe('true');
    pending[1]!.resolve({ results: [] });
    await again;
    expect(busy(), 'the search that resets the selection has answered').toBe('false');
  });

  it('expects two searches of a query DocSearch opens on, one more for a hand-over, and none for an empty one', () => {
    expect(openingSearches('pick', false)).toBe(2);
    expect(openingSearches('pick', true)).toBe(3);
    expect(openingSearches('', true)).toBe(1);
    expect(openingSearches('', false)).toBe(0);
  });

  it('is false after a while when the opening starts fewer searches than expected', () => {
    vi.useFakeTimers();
    try {
      const { element, busy } = dialog();
      const state = createBusyState(() => element);
      state.ready(1);
      vi.advanceTimersByTime(4999);
      expect(busy()).toBe('true');
      vi.advanceTimersByTime(1);
      expect(busy()).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });
});
