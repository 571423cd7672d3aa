import type { SearchSettings } from './settings';

/**
 * The page the reader searches from, for the local index, which ranks the hits of its section
 * first. Undefined with a hosted index: it refuses parameters it does not know.
 */
export function readerPage(settings: Pick<SearchSettings, 'hosted'>): string | undefined {
  if (settings.hosted) return undefined;
  const path = window.location.pathname;
  try {
    // The records hold their URLs as written, not percent-encoded.
    return decodeURI(path);
  } catch {
    return path;
  }
}
