import { decodeEntities, escapeHtml } from '../../shared/text/html-entities.js';
import type { LinkRef } from './types.js';

/**
 * Maps an internal href as written to its site URL, or undefined when it leads nowhere. A link the
 * check leaves alone (`checked: false`) is given its URL all the same where one can be worked out.
 */
export type LinkResolver = (href: string, options?: { checked: boolean }) => string | undefined;

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
 * href so the page still renders; `resolved: undefined` lets the caller report them. An unchecked
 * link is never reported: it keeps its href when it has no URL of the site.
 */
export function resolveHref(
  href: string,
  resolveLink: LinkResolver | undefined,
  checked = true,
): { html: string; ref: LinkRef } {
  if (isPassThroughHref(href) || resolveLink === undefined) {
    return { html: href, ref: { href, resolved: href } };
  }
  if (!checked) {
    const resolved = resolveLink(href, { checked }) ?? href;
    return { html: resolved, ref: { href, resolved, unchecked: true } };
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
const TARGET_ATTRIBUTE = /\starget\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * Whether a link opens in its own tab, which is when Docusaurus checks it: one that opens another
 * (`target="_blank"`, often to a static file such as a generated API reference) is left alone.
 */
function opensInItsTab(tag: string): boolean {
  const target = TARGET_ATTRIBUTE.exec(tag);
  return target === null || (target[1] ?? target[2] ?? target[3] ?? '').trim().toLowerCase() === '_self';
}

/**
 * Authors may write `<a href="./other.md">` in raw HTML; those links get the same resolution and
 * reporting as markdown links, so link checking covers them too. `onLink` gets the tag as written,
 * by which the caller finds its line.
 */
export function rewriteHtmlLinks(
  html: string,
  resolveLink: LinkResolver | undefined,
  onLink: (ref: LinkRef, tag: string) => void,
): string {
  return html.replace(ANCHOR_TAG, (tag) =>
    tag.replace(HREF_ATTRIBUTE, (attribute, prefix: string, double?: string, single?: string, bare?: string) => {
      const written = decodeEntities(double ?? single ?? bare ?? '');
      const { html: target, ref } = resolveHref(written, resolveLink, opensInItsTab(tag));
      onLink(ref, tag);
      return target === written ? attribute : `${prefix}"${escapeHtml(target)}"`;
    }),
  );
}
