import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSiteConfig } from '../../../schema/parse';
import type { DocMeta } from '../../../src/shared/docs-metadata';
import { PAGE_DATA_DIR, pageDataFile } from '../../../src/shared/page-data';

/** The project, whose site.yaml and content/ are the site these tests check, and its build. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const distDir = join(projectRoot, 'dist');
export const siteConfig = parseSiteConfig(readFileSync(join(projectRoot, 'site.yaml'), 'utf8')).value;

/**
 * A route of the site (`/docs/intro`) as the tests' base URL (the site's, base URL included)
 * resolves it: Playwright resolves an address with a leading "/" from the host, not from there.
 */
export const siteAddress = (route: string): string => route.replace(/^\/+/, '');

export interface BuiltPage {
  /** The route, without the base URL: `/docs/a/` for docs/a/index.html, `/docs/a/b` for docs/a/b.html. */
  route: string;
  file: string;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) return [path];
    // The app's files and the data files pages load are not pages.
    return dir === distDir && (entry.name === 'assets' || entry.name === PAGE_DATA_DIR) ? [] : walk(path);
  });

/**
 * Every page of the build, read from its files, sorted by route: not the not-found page, which
 * answers addresses of no page, nor the pages that only send a reader on to another address (a
 * Docusaurus address routed otherwise here).
 */
export function builtPages(): BuiltPage[] {
  return walk(distDir)
    .filter((file) => file.endsWith('.html') && file !== join(distDir, '404.html'))
    .filter((file) => !/<meta http-equiv="refresh"/i.test(readFileSync(file, 'utf8')))
    .map((file) => {
      const path = `/${relative(distDir, file).split(sep).join('/')}`;
      const route = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path.slice(0, -'.html'.length);
      return { route, file };
    })
    .sort((a, b) => (a.route < b.route ? -1 : 1));
}

/** A version's docs as its built data file lists them (src/node/page-data), and its main doc's id. */
export function builtVersion(versionName: string): { docs: DocMeta[]; mainDocId: string } {
  return JSON.parse(readFileSync(join(distDir, pageDataFile.version(versionName)), 'utf8')) as {
    docs: DocMeta[];
    mainDocId: string;
  };
}
