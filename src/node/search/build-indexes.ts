import { createHash } from 'node:crypto';
import { packRecords } from '../../shared/search/records';
import type { RenderedDoc } from '../docs/render-docs';
import type { LoadedSite } from '../site/load-site';
import { docRecords } from './build-records';

interface SearchIndexAsset {
  version: string;
  /** Path under the output folder, content-hashed so that it can be cached forever. */
  fileName: string;
  source: string;
}

export interface SearchIndexes {
  assets: SearchIndexAsset[];
  /** The module the browser imports to find each version's index: `{ [version]: url }`. */
  urlsModule: string;
}

export const SEARCH_INDEX_MODULE_ID = 'virtual:effectie/search-index';

/** One index file per docs version, so a visitor downloads only the version being read. */
export function buildSearchIndexes(site: LoadedSite, docs: readonly RenderedDoc[]): SearchIndexes {
  const { config } = site;
  const language = config.i18n.defaultLocale;
  const assets = site.versions.map((version): SearchIndexAsset => {
    const context = { baseUrl: config.baseUrl, language, sidebar: version.sidebar, fallbackLvl0: 'Documentation' };
    const records = docs.filter((doc) => doc.versionName === version.meta.name && !doc.data.unlisted).flatMap((doc) => docRecords(doc, context));
    const file = packRecords(version.meta.name, language, records);
    const source = JSON.stringify(file);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
    return { version: version.meta.name, fileName: `assets/search-${version.meta.name}-${hash}.json`, source };
  });
  const urls = Object.fromEntries(assets.map((asset) => [asset.version, `${config.baseUrl}${asset.fileName}`]));
  return { assets, urlsModule: `export default ${JSON.stringify(urls)};` };
}
