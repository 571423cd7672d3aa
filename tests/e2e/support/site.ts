import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageDataFile, pageDataUrl } from '../../../src/shared/page-data';
import { E2E_SITE_OUT_DIR, E2E_SITE_ROOT } from './e2e-site';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The site the engine's tests run against (its site.yaml, content/, compiled-examples/), and its build. */
export const siteRoot = resolve(projectRoot, E2E_SITE_ROOT);
export const distDir = resolve(projectRoot, E2E_SITE_OUT_DIR);

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** `dist/docs/a/index.html` is `/docs/a/`, `dist/docs/a/b.html` is `/docs/a/b`. */
function routeOfHtmlFile(file: string): string {
  const path = `/${relative(distDir, file).split(sep).join('/')}`;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  return path.slice(0, -'.html'.length);
}

/** Every doc route of the build, read from the prerendered files, sorted. */
export function docRoutesFromDist(): string[] {
  return walk(join(distDir, 'docs'))
    .filter((file) => file.endsWith('.html'))
    .map(routeOfHtmlFile)
    .sort();
}

/** The two version roots: they have no parent category. */
export const versionRoots = ['/docs/', '/docs/v1/'] as const;

type VersionName = 'current' | 'v1';

/** The address of one of the build's data files, checked to be in dist/ so that a misspelt doc id fails here rather than matching nothing. */
function dataFilePath(file: string, what: string): string {
  if (!existsSync(join(distDir, file))) throw new Error(`Expected ${what} at ${E2E_SITE_OUT_DIR}/${file}, found none.`);
  return pageDataUrl('/', file);
}

/** The address of one doc's data file: what the app loads to show that doc, but its body. */
export const docDataPath = (docId: string, versionName: VersionName = 'current'): string =>
  dataFilePath(pageDataFile.doc(versionName, docId), `the data file of doc "${docId}" (${versionName})`);

/** The address of one doc's body, which the app loads for a doc it shows after the page's own. */
export const docBodyPath = (docId: string, versionName: VersionName = 'current'): string =>
  dataFilePath(pageDataFile.body(versionName, docId), `the body of doc "${docId}" (${versionName})`);

/** The address of a version's docs and sidebars, which a page of another version loads before going there. */
export const versionDataPath = (versionName: VersionName): string =>
  dataFilePath(pageDataFile.version(versionName), `the docs of version ${versionName}`);

/** The chunk of a fixed page such as HomePage or VersionsPage. */
export function pageChunk(component: string): string {
  const matches = readdirSync(join(distDir, 'assets')).filter(
    (name) => name.startsWith(`${component}-`) && name.endsWith('.js'),
  );
  if (matches.length !== 1) throw new Error(`Expected one chunk for ${component}, found ${matches.length}`);
  return matches[0]!;
}
