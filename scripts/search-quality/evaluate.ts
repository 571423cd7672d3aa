// Runs a site's committed quality queries (effectie's are tests/site/search-quality/queries.ts)
// against its built search indexes with the site's own engine, in Node, and measures how often
// the answer comes first or near the top.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../schema';
import { answerQuestion } from '../../src/client/search/ask/answer';
import { createLocalEngine, type LocalEngine } from '../../src/client/search/engine/local-engine';
import { synonymMap } from '../../src/client/search/engine/query-terms';
import { runRequest } from '../../src/client/search/engine/run-request';
import { unpackIndexFile, type SearchIndexFile } from '../../src/shared/search/records';
import { pageDataFile } from '../../src/shared/page-data';

/** What a reader types, and the pages that answer it. */
export interface QualityQuery {
  query: string;
  /** The version being read (its name in site.yaml): the modal searches it alone. */
  version: string;
  /** Pages (routes without the base URL) any of which answers the query. */
  answers: string[];
}

export interface QualityFigures {
  queries: number;
  successAt1: number;
  successAt3: number;
  mrrAt10: number;
  /** The queries not answered in the first three, with what came first. */
  misses: Array<{ query: string; first: string | undefined }>;
}

function engines(distDir: string, config: SiteConfig): Map<string, LocalEngine> {
  const synonyms = synonymMap(config.search.synonyms);
  const byVersion = new Map<string, LocalEngine>();
  for (const version of config.docs.versions) {
    const file = JSON.parse(readFileSync(join(distDir, pageDataFile.search(version.name)), 'utf8')) as SearchIndexFile;
    byVersion.set(file.version, createLocalEngine(unpackIndexFile(file), { synonyms }));
  }
  return byVersion;
}

const pageOf = (url: string, baseUrl: string) => `/${url.split('#')[0]!.slice(baseUrl.length)}`;

function figures(ranked: ReadonlyArray<{ query: QualityQuery; pages: string[] }>): QualityFigures {
  const ranks = ranked.map(({ query, pages }) => pages.findIndex((page) => query.answers.includes(page)));
  const share = (k: number) => ranks.filter((rank) => rank >= 0 && rank < k).length / ranks.length;
  return {
    queries: ranked.length,
    successAt1: share(1),
    successAt3: share(3),
    mrrAt10: ranks.reduce((sum, rank) => sum + (rank >= 0 && rank < 10 ? 1 / (rank + 1) : 0), 0) / ranks.length,
    misses: ranked
      .filter((_, index) => ranks[index]! < 0 || ranks[index]! >= 3)
      .map(({ query, pages }) => ({ query: query.query, first: pages[0] })),
  };
}

/** The modal's engine: the hits of each query, as pages in order (a page counts once, where it first appears). */
export function evaluateModal(distDir: string, config: SiteConfig, queries: readonly QualityQuery[]): QualityFigures {
  const byVersion = engines(distDir, config);
  return figures(
    queries.map((query) => {
      const result = runRequest([byVersion.get(query.version)!], {
        indexName: 'local',
        query: query.query,
        hitsPerPage: 50,
        facetFilters: [`language:${config.i18n.defaultLocale}`, [`version:${query.version}`]],
      });
      return { query, pages: [...new Set(result.hits.map((hit) => pageOf(hit.url, config.baseUrl)))] };
    }),
  );
}

/** Ask mode: the pages of the passages it quotes, in order. */
export async function evaluateAsk(
  distDir: string,
  config: SiteConfig,
  queries: readonly QualityQuery[],
): Promise<QualityFigures> {
  const byVersion = engines(distDir, config);
  const ranked = await Promise.all(
    queries.map(async (query) => {
      const client = {
        search: async ({ requests }: { requests: Parameters<typeof runRequest>[1][] }) => ({
          results: requests.map((request) => runRequest([byVersion.get(query.version)!], request)),
        }),
      };
      const answer = await answerQuestion(query.query, client, {
        indexName: 'local',
        facetFilters: [`language:${config.i18n.defaultLocale}`, [`version:${query.version}`]],
      });
      return { query, pages: [...new Set(answer.passages.map((passage) => pageOf(passage.url, config.baseUrl)))] };
    }),
  );
  return figures(ranked);
}
