import { afterEach, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

/** The paths the page fetches from now on, through a fetch that passes every request on. */
export function watchFetches(): string[] {
  const fetched: string[] = [];
  const network = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    fetched.push(new URL(String(input), window.location.href).pathname);
    return network(input, init);
  });
  return fetched;
}
