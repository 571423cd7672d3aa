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
  /** A version's index file, from its pages added so far, which are forgotten: no page of it may come after. */
  finishVersion(versionName: string): SearchIndexAsset;
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
  const contexts = new Map(
    site.versions.map((version) => [
      version.meta.name,
      { baseUrl: config.baseUrl, language, sidebar: version.sidebar, fallbackLvl0: 'Documentation' },
    ]),
  );
  // Each page's records are packed as they come, as the file holds them: rows of text, not objects.
  const files = new Map(
    site.versions.map((version) => [
      version.meta.name,
      {
        pages: [] as SearchIndexFile['pages'],
        records: [] as SearchIndexFile['records'],
        pageIndex: new Map<string, number>(),
      },
    ]),
  );
  return {
    add(doc) {
      const context = contexts.get(doc.versionName);
      if (context === undefined || doc.data.unlisted) return;
      const file = files.get(doc.versionName);
      if (file === undefined)
        throw new Error(
          `The search index of version "${doc.versionName}" is finished; page "${doc.path}" came after it.`,
        );
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
    finishVersion(versionName) {
      const found = files.get(versionName);
      if (found === undefined)
        throw new Error(
          `No search index of version "${versionName}" is open: it is no version of the site, or is finished already.`,
        );
      const { pages, records } = found;
      files.delete(versionName);
      const file: SearchIndexFile = { version: versionName, language, pages, records };
      return { version: versionName, fileName: pageDataFile.search(versionName), source: JSON.stringify(file) };
    },
    finish() {
      return { assets: site.versions.map((version) => this.finishVersion(version.meta.name)) };
    },
  };
}

/** The index files of every version from every rendered page at once. */
export function buildSearchIndexes(site: LoadedSite, docs: readonly RenderedDoc[]): SearchIndexes {
  const builder = createSearchIndexBuilder(site);
  for (const doc of docs) builder.add(doc);
  return builder.finish();
}
