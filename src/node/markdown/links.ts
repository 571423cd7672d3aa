import { decodeEntities, escapeHtml } from '../../shared/text/html-entities.js';
import type { LinkRef } from './index.js';

export type LinkResolver = (href: string) => string | undefined;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** An href to another site or scheme ("https:", "mailto:", "//host"). */
export function isExternalHref(href: string): boolean {
  return SCHEME.test(href) || href.startsWith('//');
}

/** Hrefs that point outside the site, or only within the current page, are never rewritten. */
function isPassThroughHref(href: string): boolean {
  return isExternalHref(href) || href.startsWith('#') || href === '';
}

/**
 * Decides what an author-written href becomes. Unresolvable internal links keep their original
 * href so the page still renders; `resolved: undefined` lets the caller report them.
 */
export function resolveHref(href: string, resolveLink: LinkResolver | undefined): { html: string; ref: LinkRef } {
  if (isPassThroughHref(href) || resolveLink === undefined) {
    return { html: href, ref: { href, resolved: href } };
  }
  const resolved = resolveLink(href);
  return { html: resolved ?? href, ref: { href, resolved } };
}

/**
 * Same percent-encoding marked applies to markdown links, so raw and markdown links agree. A
 * malformed URI (lone surrogate) is kept as written rather than dropping the link.
 */
export function encodeHref(href: string): string {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    return href;
  }
}

const ANCHOR_TAG = /<a\s[^>]*>/gi;
const HREF_ATTRIBUTE = /(\shref\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * Authors may write `<a href="./other.md">` in raw HTML; those links get the same resolution and
 * reporting as markdown links, so link checking covers them too.
 */
export function rewriteHtmlLinks(
  html: string,
  resolveLink: LinkResolver | undefined,
  onLink: (ref: LinkRef) => void,
): string {
  return html.replace(ANCHOR_TAG, (tag) =>
    tag.replace(HREF_ATTRIBUTE, (attribute, prefix: string, double?: string, single?: string, bare?: string) => {
      const written = decodeEntities(double ?? single ?? bare ?? '');
      const { html: target, ref } = resolveHref(written, resolveLink);
      onLink(ref);
      return target === written ? attribute : `${prefix}"${escapeHtml(target)}"`;
    }),
  );
}
