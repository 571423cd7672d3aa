import { z } from 'zod';
import { editUrlSchema } from './edit-url';
import { docsSidebarSchema, versionNoIndexSchema, versionPersistenceSchema } from './docs-options';
import { linkUrl } from './links';

export const versionNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]*$/, { error: 'must be lower-case letters, digits, ".", "_" or "-"' })
  // content/pages/ holds the site's standalone pages, outside every version.
  .refine((name) => name !== 'pages', {
    error: 'must not be "pages", which is content/pages/, the folder of the standalone pages',
  })
  .describe('Identifier of the version; also the folder of its pages under content/ (any name but "pages").');

const versionSchema = z.strictObject({
  name: versionNameSchema,
  label: z.string().min(1).describe('What the version dropdown shows.'),
  path: z
    .string()
    .regex(/^\/(?:[^/?#\s]+\/?)*$/, { error: 'must be a path starting with "/"' })
    .describe('URL path of the version, for example "/docs" or "/docs/v1".'),
  sidebar: z.string().min(1).describe("Name of the sidebar generated from the version's pages."),
  noIndex: versionNoIndexSchema,
  banner: z
    .enum(['none', 'unmaintained', 'unreleased'])
    .default('none')
    .describe(
      'A note on every page of the version: "unmaintained" for an older release, "unreleased" for docs of a release still to come; each links to the latest version.',
    ),
  releaseNotes: linkUrl.optional().describe('Release notes of the version, linked from the versions page.'),
});

const archivedReleaseSchema = z.strictObject({
  label: z.string().min(1),
  docs: linkUrl.optional().describe('Where its documentation lives.'),
  releaseNotes: linkUrl.optional().describe('Its release notes.'),
});

/** The documentation: its versions, newest first, and table-of-contents depth. */
export const docsSchema = z.strictObject({
  pluginId: z.string().min(1).default('default').describe('Key of the stored preferred version.'),
  sidebar: docsSidebarSchema,
  versionPersistence: versionPersistenceSchema,
  versions: z.array(versionSchema).min(1).describe('Every version, the current one first.'),
  archived: z.array(archivedReleaseSchema).default([]).describe('Older releases documented elsewhere.'),
  tocMinLevel: z
    .number()
    .int()
    .min(2)
    .max(6)
    .default(2)
    .describe("Smallest heading level in a page's table of contents."),
  tocMaxLevel: z
    .number()
    .int()
    .min(2)
    .max(6)
    .default(3)
    .describe("Largest heading level in a page's table of contents."),
  editUrl: editUrlSchema.optional(),
  lastUpdated: z
    .boolean()
    .default(true)
    .describe(
      'Show the date of the last commit that changed a page at its end (nothing is shown when the build has no git history).',
    ),
});
