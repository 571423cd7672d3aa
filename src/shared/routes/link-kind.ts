/**
 * What an address written in site.yaml is. One rule for the whole file: a page of the site is
 * a path from the site root ("/docs/"), never a relative one ("docs"), which would lead
 * somewhere else from every deeper page; other addresses are http(s) URLs or mailto: ones.
 */
type LinkKind = 'site' | 'external' | 'mailto';

/** "/docs/", "/docs/fx#x", "/": a path from the root of the site ("//host" is another site). */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value);
}

export function linkKind(value: string): LinkKind | undefined {
  if (isSitePath(value)) return 'site';
  if (/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return 'external';
  if (/^mailto:\S+$/i.test(value)) return 'mailto';
  return undefined;
}
