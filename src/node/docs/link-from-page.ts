import { stripBase, withBase } from '../../shared/routes/join-url';
import { splitHref } from '../../shared/routes/normalize-path';

// Only the path of the result is read; the origin just lets URL resolve a path.
const ORIGIN = 'https://site.invalid';

/**
 * Whether an href is a path to a Markdown file, relative to the page's file: Docusaurus gives a
 * link that ends in `.md` or `.mdx` that meaning, and every other link the meaning of a URL.
 */
export function isFileLink(href: string): boolean {
  const { pathname } = splitHref(href);
  return !pathname.startsWith('/') && /\.mdx?$/.test(pathname);
}

/**
 * The path inside the site that a link written on a page leads to, read as the browser reads it
 * and as Docusaurus's broken-link check does: a URL relative to the page's address, where a
 * folder's page ends with "/" (so "next" on /docs/guides/ is /docs/guides/next, and on
 * /docs/guides/intro it is /docs/guides/next as well). A path from the root is one of the site,
 * under its base URL, as Docusaurus's links are. Percent-encoded, as URLs are; undefined for a
 * relative link that climbs out of the base URL.
 */
export function linkPathFromPage(href: string, pagePath: string, baseUrl: string): string | undefined {
  const written = splitHref(href).pathname;
  try {
    if (written.startsWith('/')) return new URL(written, ORIGIN).pathname;
    const page = new URL(encodeURI(withBase(baseUrl, pagePath)), ORIGIN);
    return stripBase(new URL(encodeURI(baseUrl), ORIGIN).pathname, new URL(written, page).pathname);
  } catch {
    // A lone surrogate cannot be a URL.
    return undefined;
  }
}
