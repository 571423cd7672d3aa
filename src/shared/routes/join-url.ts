/** `withBase('/effectie/', '/docs/')` is `/effectie/docs/`; the base always ends with "/". */
export function withBase(baseUrl: string, path: string): string {
  return `${baseUrl}${path.replace(/^\/+/, '')}`;
}

/**
 * Root-relative links in HTML written in site.yaml (announcement, copyright, html items) are
 * relative to the site, like every other path there: under a sub-path they need the base URL.
 */
export function withBaseInHtml(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  return html.replace(/(\bhref\s*=\s*")\/(?!\/)/g, (_, attribute: string) => `${attribute}${baseUrl}`);
}

/** The route inside the site of a browser pathname, or undefined when it lies outside the base. */
export function stripBase(baseUrl: string, pathname: string): string | undefined {
  if (baseUrl === '/') return pathname;
  const base = baseUrl.slice(0, -1);
  if (pathname === base) return '/';
  return pathname.startsWith(baseUrl) ? pathname.slice(base.length) : undefined;
}
