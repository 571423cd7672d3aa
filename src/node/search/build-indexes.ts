import { pageDataFile } from '../../shared/page-data';
import { packRecords, type SearchIndexFile } from '../../shared/search/records';
import type { RenderedDoc } from '../docs/render-docs';
import type { LoadedSite } from '../site/load-site';
import { docRecords } from './build-records';

export interface SearchIndexAsset {
  version: string;
  /** Path under the output folder: a data file of its version, which the browser finds by the version's name. */
  fileName: string;
  source: string;
}

export interface SearchIndexes {
  assets: SearchIndexAsset[];
}

export interface SearchIndexBuilder {
  /** Takes one rendered page's records (text), keeping nothing of its HTML. */
  add(doc: RenderedDoc): void;
  /** Takes the index file an earlier build wrote for a version whose output is reused. */
  reuse(asset: SearchIndexAsset): void;
  /** The index files of every version, from the pages added so far. */
  finish(): SearchIndexes;
}

/**
 * One index file per docs version, so a visitor downloads only the version being read. Pages are
 * added one at a time, in the order the build renders them, so the build need not keep them.
 */
export function createSearchIndexBuilder(site: LoadedSite): SearchIndexBuilder {
  const { config } = site;
  const language = config.i18n.defaultLocale;
  const contexts = new Map(site.versions.map((version) => [version.meta.name, { baseUrl: config.baseUrl, language, sidebar: version.sidebar, fallbackLvl0: 'Documentation' }]));
  // Each page's records are packed as they come, as the file holds them: rows of text, not objects.
  const reused = new Map<string, SearchIndexAsset>();
  const files = new Map(site.versions.map((version) => [version.meta.name, { pages: [] as SearchIndexFile['pages'], records: [] as SearchIndexFile['records'], pageIndex: new Map<string, number>() }]));
  return {
    add(doc) {
      const context = contexts.get(doc.versionName);
      if (context === undefined || doc.data.unlisted) return;
      const file = files.get(doc.versionName)!;
      const packed = packRecords(doc.versionName, language, docRecords(doc, context));
      const pageOf = packed.pages.map((page) => {
        let index = file.pageIndex.get(page[0]);
        if (index === undefined) {
          index = file.pages.push(page) - 1;
          file.pageIndex.set(page[0], index);
        }
        return index;
      });
      for (const [page, ...rest] of packed.records) file.records.push([pageOf[page]!, ...rest]);
    },
    reuse(asset) {
      reused.set(asset.version, asset);
    },
    finish() {
      const assets = site.versions.map((version): SearchIndexAsset => {
        const earlier = reused.get(version.meta.name);
        if (earlier !== undefined) return earlier;
        const { pages, records } = files.get(version.meta.name)!;
        const file: SearchIndexFile = { version: version.meta.name, language, pages, records };
        return { version: version.meta.name, fileName: pageDataFile.search(version.meta.name), source: JSON.stringify(file) };
      });
      return { assets };
    },
  };
}

/** The index files of every version from every rendered page at once. */
export function buildSearchIndexes(site: LoadedSite, docs: readonly RenderedDoc[]): SearchIndexes {
  const builder = createSearchIndexBuilder(site);
  for (const doc of docs) builder.add(doc);
  return builder.finish();
}
