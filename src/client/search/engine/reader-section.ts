import type { SearchRecord } from '../../../shared/search/records';
import type { LocalEngine } from './local-engine';

/**
 * The part of the docs a reader is in: the top sidebar category of their page (`lvl0`, for
 * effectie its flavour, such as "For Cats Effect 3") in the page's version.
 */
export interface ReaderSection {
  lvl0: string;
  version: string;
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * The section of the page at `readerPage` (a URL path, as the records' URLs are), found among
 * the records. Undefined for a page the index does not hold, such as the home page, and for a
 * version's landing page, which introduces every section and belongs to none.
 */
export function readerSection(
  engines: readonly LocalEngine[],
  readerPage: string | undefined,
): ReaderSection | undefined {
  if (readerPage === undefined) return undefined;
  const page = withoutTrailingSlash(readerPage);
  for (const engine of engines) {
    const found = engine.records.find((record) => withoutTrailingSlash(record.url_without_anchor) === page);
    if (!found) continue;
    const isLanding = engine.records.every(
      (record) =>
        record.url_without_anchor.startsWith(`${page}/`) || withoutTrailingSlash(record.url_without_anchor) === page,
    );
    return isLanding ? undefined : { lvl0: found.hierarchy.lvl0, version: found.version[0] ?? '' };
  }
  return undefined;
}

export function inSection(record: SearchRecord, section: ReaderSection): boolean {
  return record.hierarchy.lvl0 === section.lvl0 && record.version.includes(section.version);
}
