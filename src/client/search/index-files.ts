import { SearchUnavailableError } from '../../shared/search/protocol';
import type { SearchIndexFile } from '../../shared/search/records';

export type IndexFileLoader = (version: string) => Promise<SearchIndexFile>;

/**
 * Downloads a version's index file once. The files are content-hashed, so what was downloaded
 * stays right for the page's lifetime; a failed download is forgotten, so the next search tries
 * again. This part is small and in the first load, so the download can start with Ctrl+K,
 * alongside the modal's code.
 */
export function createIndexFileLoader(
  urls: Readonly<Record<string, string>>,
  fetchFile: typeof fetch = (...args) => fetch(...args),
): IndexFileLoader {
  const files = new Map<string, Promise<SearchIndexFile>>();
  return (version) => {
    const cached = files.get(version);
    if (cached) return cached;
    const url = urls[version];
    if (url === undefined)
      return Promise.reject(new SearchUnavailableError(`No search index for version "${version}".`));
    const file = fetchFile(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as SearchIndexFile;
      })
      .catch((error: unknown) => {
        files.delete(version);
        throw new SearchUnavailableError(`The search index of version "${version}" could not be loaded.`, {
          cause: error,
        });
      });
    files.set(version, file);
    return file;
  };
}
