import { z } from 'zod';
import { searchFields, type SearchConfig } from './search';

/**
 * Keys of Docusaurus's algolia section that the site's search has no meaning for: refused, with
 * why, unless their value asks for nothing (as the examples sites copy often write them).
 */
const notCarried = (why: string) => `is not carried over (${why})`;
const SEARCH_PARAMETERS = notCarried(
  'searches send only the filters of contextualSearch: the version being read and the site language',
);

/**
 * Docusaurus's `themeConfig.algolia`, as a docusaurus.config.js writes it: a hosted DocSearch
 * index, which is what `search` with appId, apiKey and indexName means here.
 * `searchFromAlgolia` reads it as that search section.
 */
export const algoliaSchema = z
  .strictObject({
    appId: z.string().min(1).describe('DocSearch application id.'),
    apiKey: z.string().min(1).describe('DocSearch search-only key.'),
    indexName: z.string().min(1).describe('DocSearch index.'),
    contextualSearch: searchFields.contextualSearch,
    searchPagePath: searchFields.searchPagePath,
    placeholder: searchFields.placeholder,
    externalUrlRegex: searchFields.externalUrlRegex,
    transformItems: searchFields.transformItems,
    askAi: z
      .union([
        z.string().min(1),
        // Docusaurus's long form names the index again; the assistant answers from the one above.
        z.strictObject({
          assistantId: z.string().min(1),
          appId: z.string().min(1).optional(),
          apiKey: z.string().min(1).optional(),
          indexName: z.string().min(1).optional(),
          searchParameters: z.record(z.string(), z.unknown()).optional(),
        }),
      ])
      .optional()
      .describe('Hosted assistant that answers questions: its id, or { assistantId, ... } as Docusaurus takes it.'),
    searchParameters: z
      .record(z.string(), z.unknown())
      .refine((parameters) => Object.keys(parameters).length === 0, {
        error: `${SEARCH_PARAMETERS}: only an empty mapping is accepted`,
      })
      .optional()
      .describe('Accepted empty only: searches send only the filters of contextualSearch.'),
    replaceSearchResultPathname: z
      .unknown()
      .refine(() => false, {
        error: notCarried('results lead to the URLs the index holds, which the site maps to its own pages'),
      })
      .optional(),
    insights: z
      .boolean()
      .refine((on) => !on, {
        error: `${notCarried('the site sends no search events to Algolia')}: only false is accepted`,
      })
      .optional()
      .describe('Accepted false only: the site sends no search events.'),
  })
  .describe(
    'Docusaurus\'s themeConfig.algolia: a hosted DocSearch index. Means what "search" with appId, apiKey and indexName means; give one of the two.',
  );

export type AlgoliaConfig = z.output<typeof algoliaSchema>;

/** The search section that Docusaurus's algolia section means. */
export function searchFromAlgolia(algolia: AlgoliaConfig, defaults: SearchConfig): SearchConfig {
  const {
    appId,
    apiKey,
    indexName,
    contextualSearch,
    searchPagePath,
    placeholder,
    externalUrlRegex,
    transformItems,
    askAi,
  } = algolia;
  const assistantId = typeof askAi === 'string' ? askAi : askAi?.assistantId;
  return {
    ...defaults,
    appId,
    apiKey,
    indexName,
    contextualSearch,
    searchPagePath,
    placeholder,
    ...(externalUrlRegex === undefined ? {} : { externalUrlRegex }),
    ...(transformItems === undefined ? {} : { transformItems }),
    askAi: assistantId === undefined ? defaults.askAi : { assistantId },
  };
}
