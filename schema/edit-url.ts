import { z } from 'zod';

/** What an edit URL template may name; each is filled per page by src/node/docs/edit-url.ts. */
export const EDIT_URL_PLACEHOLDERS = {
  file: 'the page\'s path from the site root, such as "content/current/fx/index.md"',
  path: 'the page\'s path inside its version\'s folder, such as "fx/index.md"',
  version: 'the name of the page\'s version, such as "current"',
} as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;
const known = Object.keys(EDIT_URL_PLACEHOLDERS);
const listed = known.map((name) => `{${name}}`).join(', ');

/** The "Edit this page" link: a template, so one setting covers every version's folder. */
export const editUrlSchema = z
  .string()
  .regex(/^https?:\/\/[^\s/]+\//, {
    error: 'must be an http(s) URL such as "https://github.com/owner/repo/edit/main/{file}"',
  })
  .refine((template) => [...template.matchAll(PLACEHOLDER)].every((match) => known.includes(match[1]!)), {
    error: `names a placeholder that does not exist; use ${listed}`,
    // The next check would only repeat the problem for a misspelt {file}.
    abort: true,
  })
  .refine((template) => /\{(?:file|path)\}/.test(template), {
    error: 'must contain {file} or {path}, or every page would link to the same place',
  })
  .describe(
    `URL of a page's source, shown as "Edit this page" at the end of every doc page. Placeholders: ${Object.entries(
      EDIT_URL_PLACEHOLDERS,
    )
      .map(([name, meaning]) => `{${name}} is ${meaning}`)
      .join('; ')}. Absent, no link is shown.`,
  );
