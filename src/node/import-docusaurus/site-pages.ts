import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { pageRoute } from '../pages/page-route';
import { PAGES_FOLDER } from '../pages/load-pages';
import { readHomePage } from './home-page';
import { parseReactModule, summary } from './react-module';
import type { Uncarried } from './report';
import { filesUnder } from './site-files';
import type { ImportedFile } from './write-checkout';

export interface SitePages {
  /** content/pages/: the Markdown pages, their partials and the files beside them. */
  files: ImportedFile[];
  /** The routes of the Markdown pages carried. */
  routes: string[];
  /** site.yaml's `home:` from the React home page, and the file it was read from. */
  home: { value: Record<string, unknown>; where: string } | undefined;
  uncarried: Uncarried[];
}

const REACT = /\.(?:js|jsx|ts|tsx)$/;
const MARKDOWN = /\.mdx?$/;
// As Docusaurus's pages plugin's default `exclude`: partials, tests and their folders, type declarations.
const isExcluded = (path: string) =>
  path.split('/').some((part) => part.startsWith('_') || part === '__tests__') ||
  /\.(?:test|spec)\.[jt]sx?$/.test(path) ||
  /\.d\.ts$/.test(path);
// Styles are the React pages' own (CSS modules); code is never a page here.
const isCode = (path: string) => REACT.test(path) || /\.(?:css|scss|sass|less)$/.test(path);

/** The route Docusaurus gives a React page, as it gives a Markdown page's. */
const reactRoute = (path: string) => pageRoute(path.replace(REACT, '.md'));

/**
 * src/pages, Docusaurus's standalone pages: the Markdown and MDX pages (with their partials and
 * the images beside them) copied to content/pages/, where they keep their routes; the home page
 * in the shape of Docusaurus's template read into site.yaml's `home:`; every other React page
 * listed with what it says.
 */
export async function carrySitePages(siteDir: string, site: { title: string; tagline: string }): Promise<SitePages> {
  const folder = join(siteDir, 'src/pages');
  const paths = await filesUnder(folder);
  const files: ImportedFile[] = paths
    .filter((path) => !isCode(path))
    .map((path) => ({ path: posix.join(PAGES_FOLDER, path), from: join(folder, path) }));
  const routes = paths.filter((path) => MARKDOWN.test(path) && !isExcluded(path)).map((path) => pageRoute(path));
  const uncarried: Uncarried[] = [];
  let home: SitePages['home'];
  for (const path of paths.filter((candidate) => REACT.test(candidate) && !isExcluded(candidate))) {
    const route = reactRoute(path);
    const page = `src/pages/${path}`;
    if (route === '/versions') {
      uncarried.push({ where: `${page}:1`, what: `a React page at ${route}`, why: VERSIONS });
      continue;
    }
    if (route === '/' && !routes.includes('/')) {
      const read = await readHomePage(siteDir, page, { ...site, staticDir: join(siteDir, 'static') });
      files.push(...read.files);
      uncarried.push(...read.uncarried);
      if (read.home !== undefined) home = { value: read.home, where: `${page}:1` };
      continue;
    }
    const module = parseReactModule(await readFile(join(folder, path), 'utf8'), path);
    uncarried.push({
      where: `${page}:1`,
      what: `a React page at ${route}`,
      why: `${
        module === undefined ? 'it cannot be read as JavaScript with JSX' : `it held ${summary(module, module.program)}`
      }; the site renders no React page of its own: write it as a Markdown page in ${PAGES_FOLDER}/${path.replace(REACT, '.md')}.`,
    });
  }
  return { files, routes, home, uncarried };
}

const VERSIONS =
  "the site's own /versions page replaces it: every version of docs.versions with its docs and release notes, and docs.archived for releases documented elsewhere.";
