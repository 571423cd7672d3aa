import { join, posix } from 'node:path';
import { pageFrontMatterSchema, type PageFrontMatter } from '../../../schema/content';
import { SiteConfigError, type LocatedProblem } from '../../../schema/config-error';
import { readContentFile, type ContentFile } from '../docs/read-doc-file';
import { listFiles } from '../files/list-files';
import { readSourceFile } from '../files/read-source-file';
import { pageId, pageRoute } from './page-route';

/** The folder of the standalone pages, Docusaurus's src/pages/, from the site root. */
export const PAGES_FOLDER = 'content/pages';

export interface SourcePage extends ContentFile<PageFrontMatter> {
  /** Its file's path under content/pages/ without the extension (see pageId). */
  id: string;
  /** Path of the file from the site root, for messages: content/pages/about.md. */
  fileName: string;
  /** Route of the page inside the site, before the base URL. */
  path: string;
}

const PAGE_EXTENSION = /\.mdx?$/;
// Docusaurus's pages plugin makes a page of a React component too; here a page is Markdown.
const REACT_PAGE = /\.(?:jsx?|tsx?)$/;
// As the plugin's default `exclude`: partials, and tests beside the pages.
const isExcluded = (file: string) =>
  file.split('/').some((segment) => segment.startsWith('_') || segment === '__tests__') ||
  /\.test\.(?:jsx?|tsx?)$/.test(file);

/**
 * Reads content/pages/: each Markdown or MDX page's front matter, body and route. A site without
 * the folder has no standalone pages. Drafts are left out unless asked for.
 */
export async function loadPageSources(siteRoot: string, includeDrafts: boolean): Promise<SourcePage[]> {
  const root = join(siteRoot, PAGES_FOLDER);
  const files = await listFiles(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const pages: SourcePage[] = [];
  const problems: LocatedProblem[] = [];
  for (const file of files) {
    if (isExcluded(file)) continue;
    const fileName = posix.join(PAGES_FOLDER, file);
    if (REACT_PAGE.test(file)) {
      problems.push({
        path: [],
        message:
          'is a React page, which this site cannot render: write it as a Markdown or MDX page, or, for a home page, give its hero and features to site.yaml\'s "home".',
        fileName,
        line: 1,
        column: 1,
      });
      continue;
    }
    if (!PAGE_EXTENSION.test(file)) continue;
    try {
      const read = readContentFile(readSourceFile(join(root, file)), fileName, pageFrontMatterSchema);
      if (read.frontMatter.draft && !includeDrafts) continue;
      pages.push({ ...read, id: pageId(file), fileName, path: pageRoute(file, read.frontMatter.slug) });
    } catch (error) {
      if (!(error instanceof SiteConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new SiteConfigError(PAGES_FOLDER, problems);
  return pages;
}
