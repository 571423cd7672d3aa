/**
 * What an address written in site.yaml is. A page of the site is a path: from the site root
 * ("/docs/"), or, in a `to` field as Docusaurus takes it, written without the leading slash
 * ("docs/"), which still starts from the site root, never from the page it is on. Other
 * addresses are http(s) URLs or mailto: ones.
 */
type LinkKind = 'site' | 'external' | 'mailto';

/** "/docs/", "/docs/fx#x", "/": a path from the root of the site ("//host" is another site). */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value);
}

/**
 * "docs", "docs/fx#x": a page path written without its leading slash, as a `to` field may give
 * it. Not a URL with a scheme, nor "./docs" or "../docs", which read as relative to the page.
 */
export function isRootRelativePath(value: string): boolean {
  return /^(?![a-z][a-z0-9+.-]*:)[^\s/#?.]\S*$/i.test(value);
}

/** The path from the site root of a `to` field: "docs" is "/docs", as in Docusaurus. */
export function fromSiteRoot(to: string): string {
  return isRootRelativePath(to) ? `/${to}` : to;
}

export function linkKind(value: string): LinkKind | undefined {
  if (isSitePath(value)) return 'site';
  if (/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return 'external';
  if (/^mailto:\S+$/i.test(value)) return 'mailto';
  return undefined;
}
