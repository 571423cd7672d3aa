import { z } from 'zod';

/** How the docs sidebar behaves (Docusaurus's `themeConfig.docs.sidebar`). */
export const docsSidebarSchema = z
  .strictObject({
    hideable: z
      .boolean()
      .default(false)
      .describe(
        'A button at the foot of the desktop sidebar collapses it; the choice holds while the visitor moves between pages.',
      ),
    autoCollapseCategories: z
      .boolean()
      .default(false)
      .describe('Opening a category of the sidebar closes its open siblings.'),
  })
  .prefault({})
  .describe('How the docs sidebar behaves.');

export const versionPersistenceSchema = z
  .enum(['localStorage', 'none'])
  .default('localStorage')
  .describe(
    'Where the version a visitor last chose is kept, so that "Docs" links lead back to it: "localStorage" (across visits) or "none" (only until the page is reloaded).',
  );

export const versionNoIndexSchema = z
  .boolean()
  .default(false)
  .describe(
    'Ask search engines not to index this version: its pages get <meta name="robots" content="noindex, nofollow"> and stay out of sitemap.xml.',
  );
