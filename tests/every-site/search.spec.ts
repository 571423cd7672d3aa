import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createLocalEngine } from '../../src/client/search/engine/local-engine';
import { synonymMap } from '../../src/client/search/engine/query-terms';
import { runRequest } from '../../src/client/search/engine/run-request';
import { pageDataFile } from '../../src/shared/page-data';
import { unpackIndexFile, type SearchIndexFile } from '../../src/shared/search/records';
import { builtVersion, distDir, siteConfig } from './support/built-site';

/**
 * The site's search, with its own engine and its built indexes, finds every listed doc page when
 * a reader types that page's title: the page is among the results the search dialog lists for
 * the version being read (the engine's first page of hits, as the dialog asks for it).
 */
test('search finds each page by its title, in its version', () => {
  const synonyms = synonymMap(siteConfig.search.synonyms);
  const { baseUrl } = siteConfig;
  const missed: string[] = [];
  let searched = 0;
  for (const version of siteConfig.docs.versions) {
    const file = JSON.parse(readFileSync(join(distDir, pageDataFile.search(version.name)), 'utf8')) as SearchIndexFile;
    const engine = createLocalEngine(unpackIndexFile(file), { synonyms });
    for (const doc of builtVersion(version.name).docs.filter((listed) => listed.unlisted !== true)) {
      searched += 1;
      const { hits } = runRequest([engine], {
        indexName: 'local',
        query: doc.title,
        facetFilters: [`language:${siteConfig.i18n.defaultLocale}`, [`version:${version.name}`]],
      });
      const pages = hits.map((hit) => `/${hit.url.split('#')[0]!.slice(baseUrl.length)}`);
      if (!pages.includes(doc.path))
        missed.push(
          `"${doc.title}" (${version.name}) does not find ${doc.path}; it finds ${[...new Set(pages)].slice(0, 5).join(', ') || 'nothing'}`,
        );
    }
  }
  expect(searched).toBeGreaterThan(0);
  expect(missed).toEqual([]);
});
