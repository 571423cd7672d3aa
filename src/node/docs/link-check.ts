import { routeKey, splitHref } from '../../shared/routes/normalize-path';
import { decodeFragment } from '../../shared/routes/decode-fragment';
import { stripBase } from '../../shared/routes/join-url';
import type { LinkRef } from '../markdown';
import { detached } from './detached-string';
import { isFileLink, linkPathFromPage } from './link-from-page';
import type { DocLinks } from './render-doc';

export interface LinkChecker {
  /** Takes one rendered page's links and anchors, keeping only those strings. */
  add(doc: DocLinks): void;
  /** Every link that leads to no page, or to an anchor its page does not have, in the order the pages came. */
  brokenLinks(): string[];
}

/**
 * The check of internal links and anchors between pages. Anchors are known only once every page
 * is rendered, so pages are added one by one and their links are checked at the end.
 */
export function createLinkChecker(baseUrl: string): LinkChecker {
  const anchorsByRoute = new Map<string, ReadonlySet<string>>();
  const pending: { fileName: string; path: string; route: string; links: LinkRef[] }[] = [];
  return {
    add({ fileName, path, links, anchors }) {
      anchorsByRoute.set(routeKey(path), new Set(anchors.map(detached)));
      pending.push({
        fileName,
        path: detached(path),
        route: routeKey(path),
        links: links.map((link) => ({
          href: detached(link.href),
          resolved: link.resolved === undefined ? undefined : detached(link.resolved),
          line: link.line,
        })),
      });
    },
    brokenLinks() {
      const broken: string[] = [];
      for (const { fileName, path, route, links } of pending) {
        for (const link of links) {
          const at = link.line === undefined ? fileName : `${fileName}:${link.line}`;
          if (link.resolved === undefined) {
            broken.push(`${at} "${link.href}"${readAs(link.href, path, baseUrl)} leads to no page.`);
            continue;
          }
          const { pathname: resolvedPath, suffix } = splitHref(link.resolved);
          const pathname = resolvedPath === '' ? '' : (stripBase(baseUrl, resolvedPath) ?? resolvedPath);
          const hash = suffix.startsWith('#') ? decodeFragment(suffix.slice(1)) : '';
          const target = pathname === '' ? route : routeKey(pathname);
          const anchors = anchorsByRoute.get(target);
          if (hash !== '' && anchors && !anchors.has(hash))
            broken.push(`${at} "${link.href}" points at "#${hash}", which that page does not have.`);
        }
      }
      return broken;
    },
  };
}

/**
 * Where a broken URL led, when it is not what the page wrote: a relative URL is read from the
 * page's address, which the author may not have had in mind (a folder's page ends with "/").
 */
function readAs(href: string, pagePath: string, baseUrl: string): string {
  if (isFileLink(href)) return '';
  const path = linkPathFromPage(href, pagePath, baseUrl);
  if (path === undefined) return " (read as a path above the site's base URL)";
  const shown = decodeSafely(path);
  return shown === href || path === href ? '' : ` (read as ${shown})`;
}

function decodeSafely(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
