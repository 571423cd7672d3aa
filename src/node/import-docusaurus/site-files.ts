import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { listFiles } from '../files/list-files';
import type { Uncarried } from './report';

/** Every file under `dir`, as paths from it in posix form; empty when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await listFiles(dir)).filter(
    (path) => !path.split('/').includes('node_modules') && !path.split('/').includes('.DS_Store'),
  );
}

const PAGE = /\.(?:js|jsx|ts|tsx|md|mdx)$/;

/** The route Docusaurus's pages plugin gives a file of src/pages. */
function pageRoute(path: string): string {
  const route = path.replace(PAGE, '').replace(/(?:^|\/)index$/, '');
  return `/${route}`;
}

/** Pages the site makes itself, which a Docusaurus page at the same route becomes. */
const PAGES_OF_THE_SITE: Readonly<Record<string, string>> = {
  '/': "the home page is made from site.yaml's title, tagline and `home:` (buttons, feature cards, a code sample); write what it said there.",
  '/versions':
    "the site's own /versions page replaces it: every version of docs.versions with its docs and release notes, and docs.archived for releases documented elsewhere.",
};

/** React and Markdown pages under src/pages, which Docusaurus serves beside the docs. */
export async function sitePages(siteDir: string): Promise<Uncarried[]> {
  const pages = (await filesUnder(join(siteDir, 'src/pages'))).filter(
    (path) =>
      PAGE.test(path) && !path.split('/').some((part) => part.startsWith('_')) && !/\.test\.|__tests__/.test(path),
  );
  return pages.map((path) => ({
    where: `src/pages/${path}:1`,
    what: `${/\.mdx?$/.test(path) ? 'a Markdown page' : 'a React page'} at ${pageRoute(path)}`,
    why: PAGES_OF_THE_SITE[pageRoute(path)] ?? 'the site has no pages outside the docs; move its text into a doc page.',
  }));
}

/** Components swizzled under src/theme, which replace Docusaurus's own. */
export async function swizzledComponents(siteDir: string): Promise<Uncarried[]> {
  const files = await filesUnder(join(siteDir, 'src/theme'));
  return files.map((path) => ({
    where: `src/theme/${path}:1`,
    what: `swizzled component ${posix.dirname(path) === '.' ? path.replace(/\.[^.]+$/, '') : posix.dirname(path)}`,
    why: "this site has its own components; a change to them is a change to this project's code (renderers/, src/client/).",
  }));
}
