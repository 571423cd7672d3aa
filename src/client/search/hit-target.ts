import { stripBase } from '../../shared/routes/join-url';

type HitTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where a hit leads. A URL matching externalUrlRegex leaves the site; any other URL, even an
 * absolute one from a hosted index crawled at the production origin, is a route of this site
 * and opens in the app without a full page load.
 */
export function hitTarget(url: string, baseUrl: string, externalUrlRegex: RegExp | undefined): HitTarget {
  if (externalUrlRegex?.test(url)) return { kind: 'external', href: url };
  const parsed = new URL(url, 'http://site.invalid');
  const route = stripBase(baseUrl, parsed.pathname);
  if (route === undefined) return { kind: 'external', href: url };
  return { kind: 'internal', to: `${route}${parsed.search}${parsed.hash}` };
}

/** The href a hit shows: the site path with the base URL, or the external address. */
export function hitHref(target: HitTarget, baseUrl: string): string {
  return target.kind === 'external' ? target.href : `${baseUrl.replace(/\/$/, '')}${target.to}`;
}
