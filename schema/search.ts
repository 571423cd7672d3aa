import { z } from 'zod';
import { searchTransformNames } from '../registry/search-transform-names';
import { isRegularExpression } from './regular-expression';

const hostedFields = ['appId', 'apiKey', 'indexName'] as const;

/** The fields of the search section; Docusaurus's `algolia` section takes several of them too (algolia.ts). */
export const searchFields = {
  contextualSearch: z.boolean().default(true).describe('Only search the version being read, in the site language.'),
  searchPagePath: z
    .string()
    .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, { error: 'must be a relative path such as "search"' })
    .default('search')
    .describe('Path of the full search page, relative to baseUrl.'),
  placeholder: z.string().min(1).default('Search docs'),
  externalUrlRegex: z
    .string()
    .refine(isRegularExpression, { error: 'must be a valid regular expression' })
    .optional()
    .describe('Results whose URL matches this regular expression open as external links.'),
  synonyms: z
    .array(
      z
        .array(z.string().regex(/^[\p{L}\p{N}]+$/u, { error: 'must be one word of letters and digits' }))
        .min(2, { error: 'must list at least two words that find each other' }),
    )
    .default([])
    .describe('Groups of words that find each other in the local search, such as [exception, error, throwable].'),
  missingResultsUrl: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('Where "Let us know." on the no-results screen leads; "{query}" is replaced by the query.'),
  appId: z.string().min(1).optional().describe('Hosted DocSearch application id.'),
  apiKey: z.string().min(1).optional().describe('Hosted DocSearch search-only key.'),
  indexName: z.string().min(1).optional().describe('Hosted DocSearch index.'),
  transformItems: z
    .enum(searchTransformNames)
    .optional()
    .describe('Name of a transform for results, as registry/search-transform-names.ts lists them.'),
  askAi: z
    .strictObject({
      assistantId: z
        .string()
        .min(1)
        .optional()
        .describe('Hosted assistant that answers questions; without one, answers are quoted from the docs.'),
    })
    .default({})
    .describe('The question mode of the search modal.'),
};

/** Site search: a local index by default; a hosted DocSearch index when appId is set. */
export const searchSchema = z.strictObject(searchFields).superRefine((search, context) => {
  // A hosted index needs all three; with some but not all, every search would fail.
  const given = hostedFields.filter((field) => search[field] !== undefined);
  if (given.length > 0) {
    for (const field of hostedFields.filter((name) => search[name] === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `is required with ${given.map((name) => `"${name}"`).join(' and ')} for a hosted index`,
      });
    }
  }
  if (search.askAi.assistantId !== undefined && search.appId === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['askAi', 'assistantId'],
      message: 'needs a hosted index: set appId, apiKey and indexName too',
    });
  }
});

export type SearchConfig = z.output<typeof searchSchema>;
