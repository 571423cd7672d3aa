import { pageDataFile, pageDataUrl, standalonePageKey, type PageDataSource } from '../../shared/page-data';

/**
 * The data files from the network, each fetched once per page (concurrent callers share the
 * request); a failed fetch is forgotten, so a later call tries again. A doc's body is taken from
 * the prerendered page when it is the page the browser loaded.
 */
export function networkDataSource(
  baseUrl: string,
  fetchFile: typeof fetch = (...args) => fetch(...args),
): PageDataSource {
  const files = new Map<string, Promise<Response>>();
  // The prerendered body stands for its doc's first load only: later it may be out of date.
  const bodiesTaken = new Set<string>();
  const get = <T>(file: string, read: (response: Response) => Promise<T>): Promise<T> => {
    let response = files.get(file);
    if (response === undefined) {
      const url = pageDataUrl(baseUrl, file);
      response = fetchFile(url)
        .catch((error: unknown) => {
          // The browser's own message ("Failed to fetch") names no file: the reader is told which.
          throw new Error(`The page could not be loaded: ${url} could not be fetched.`, { cause: error });
        })
        .then((answer) => {
          if (!answer.ok) throw new Error(`The page could not be loaded: ${url} answered ${answer.status}.`);
          return answer;
        });
      files.set(file, response);
      response.catch(() => files.delete(file));
    }
    // A response's body reads once: each caller reads a clone.
    return response.then((answer) => read(answer.clone()));
  };
  const json = <T>(file: string) => get(file, (response) => response.json() as Promise<T>);
  /** A body the prerendered page holds (its element's `data-doc-key`) the first time, else its file. */
  const bodyOf = (key: string, file: string) => {
    const prerendered = bodiesTaken.has(key)
      ? null
      : document.querySelector<HTMLElement>(`.markdown[data-doc-key="${CSS.escape(key)}"]`);
    bodiesTaken.add(key);
    if (prerendered) return Promise.resolve(prerendered.innerHTML);
    return get(file, (response) => response.text());
  };
  return {
    version: (versionName) => json(pageDataFile.version(versionName)),
    doc: (versionName, docId) => json(pageDataFile.doc(versionName, docId)),
    sidebar: (versionName, sidebarId) => json(pageDataFile.sidebar(versionName, sidebarId)),
    // Ids repeat across versions (every version has an "index"), so the key names the version too.
    body: (versionName, docId) => bodyOf(`${versionName}/${docId}`, pageDataFile.body(versionName, docId)),
    page: (pageId) => json(pageDataFile.page(pageId)),
    // No version is named as the standalone pages' folder, so their keys are their own.
    pageBody: (pageId) => bodyOf(standalonePageKey(pageId), pageDataFile.pageBody(pageId)),
    forget: (versionName, docId) => {
      files.delete(pageDataFile.doc(versionName, docId));
      files.delete(pageDataFile.body(versionName, docId));
    },
  };
}
