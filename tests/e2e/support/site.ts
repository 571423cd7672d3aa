import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built site the suite runs against. */
export const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../dist');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** `dist/docs/a/index.html` is `/docs/a/`, `dist/docs/a/b.html` is `/docs/a/b`. */
export function routeOfHtmlFile(file: string): string {
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

/**
 * The file name (under /assets/) of the chunk of one doc, found by the data it bakes in:
 * `({id:"<doc id>",` opens a doc's page data (sidebars list docs as `{type:"doc",id:...}`).
 */
export function docChunk(docId: string, versionName: 'current' | 'v1' = 'current'): string {
  const assets = join(distDir, 'assets');
  const matches = readdirSync(assets).filter((name) => {
    if (!name.endsWith('.js')) return false;
    const text = readFileSync(join(assets, name), 'utf8');
    return text.includes(`({id:${JSON.stringify(docId)},`) && text.includes(`versionName:${JSON.stringify(versionName)}`);
  });
  if (matches.length !== 1) throw new Error(`Expected one chunk for doc "${docId}" (${versionName}), found ${matches.length}: ${matches.join(', ')}`);
  return matches[0]!;
}

/** The chunk of a fixed page such as HomePage or VersionsPage. */
export function pageChunk(component: string): string {
  const matches = readdirSync(join(distDir, 'assets')).filter((name) => name.startsWith(`${component}-`) && name.endsWith('.js'));
  if (matches.length !== 1) throw new Error(`Expected one chunk for ${component}, found ${matches.length}`);
  return matches[0]!;
}
