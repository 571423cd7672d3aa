/** `withBase('/effectie/', '/docs/')` is `/effectie/docs/`; the base always ends with "/". */
export function withBase(baseUrl: string, path: string): string {
  return `${baseUrl}${path.replace(/^\/+/, '')}`;
}

/** The route inside the site of a browser pathname, or undefined when it lies outside the base. */
export function stripBase(baseUrl: string, pathname: string): string | undefined {
  if (baseUrl === '/') return pathname;
  const base = baseUrl.slice(0, -1);
  if (pathname === base) return '/';
  return pathname.startsWith(baseUrl) ? pathname.slice(base.length) : undefined;
}
