import { z } from 'zod';

/** Site search: a local index by default; a hosted DocSearch index when appId is set. */
export const searchSchema = z.strictObject({
  contextualSearch: z
    .boolean()
    .default(true)
    .describe('Only search the version being read, in the site language.'),
  searchPagePath: z
    .string()
    .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, { error: 'must be a relative path such as "search"' })
    .default('search')
    .describe('Path of the full search page, relative to baseUrl.'),
  placeholder: z.string().min(1).default('Search docs'),
  externalUrlRegex: z
    .string()
    .optional()
    .describe('Results whose URL matches this regular expression open as external links.'),
  appId: z.string().min(1).optional().describe('Hosted DocSearch application id.'),
  apiKey: z.string().min(1).optional().describe('Hosted DocSearch search-only key.'),
  indexName: z.string().min(1).optional().describe('Hosted DocSearch index.'),
  transformItems: z.string().min(1).optional().describe('Name of a registered transform for results.'),
  askAi: z
    .strictObject({ assistantId: z.string().min(1).optional() })
    .default({})
    .describe('The question mode of the search modal.'),
});
