import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { cssReferences } from './css-references';

/** An address a stylesheet names that is a file beside it: no scheme, no data, not from the site root. */
const isRelativeFile = (url: string) => url !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url);

/**
 * The files the site's stylesheets are made of: each of `theme.customCss`, and what they name
 * beside them (their `@import`s, followed, and the images and fonts of their url()s). What they
 * name from the site root is in public/. Absolute paths, sorted; a named file that is missing is
 * left out (the bundler reports it).
 */
export async function siteCssFiles(siteRoot: string, customCss: readonly string[]): Promise<string[]> {
  const files = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (files.has(file)) return;
    const css = await readFile(file, 'utf8').catch(() => undefined);
    if (css === undefined) return;
    files.add(file);
    const { imports, urls } = cssReferences(css, file);
    for (const url of urls.map((reference) => reference.url).filter(isRelativeFile))
      files.add(resolve(dirname(file), url.replace(/[?#].*$/, '')));
    for (const imported of imports.filter(isRelativeFile)) await visit(resolve(dirname(file), imported));
  };
  for (const file of customCss) await visit(resolve(siteRoot, file));
  return [...files].sort();
}
