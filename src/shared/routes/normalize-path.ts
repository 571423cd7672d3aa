/**
 * Static hosts serve `/docs/index.html` and `/docs/fx.html` as well as `/docs/` and `/docs/fx`;
 * both spellings must reach the same page, so the `.html` forms are reduced to the bare path.
 */
export function normalizePathname(pathname: string): string {
  let path = pathname === '' ? '/' : pathname.startsWith('/') ? pathname : `/${pathname}`;
  // Repeated, so that normalising a normalised path changes nothing ("/fx.html.html").
  while (path.endsWith('.html')) {
    path = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path.slice(0, -'.html'.length) || '/';
  }
  return path;
}

/** The key two spellings of one route share: no `.html`, no trailing slash except for the root. */
export function routeKey(pathname: string): string {
  const path = normalizePathname(pathname);
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** Splits `/a/b?q=1#h` into its path and the rest. */
export function splitHref(href: string): { pathname: string; suffix: string } {
  const index = href.search(/[?#]/);
  return index === -1 ? { pathname: href, suffix: '' } : { pathname: href.slice(0, index), suffix: href.slice(index) };
}
