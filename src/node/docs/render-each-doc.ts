import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown';
import type { LoadedSite } from '../site/load-site';
import { DocsContentError } from './docs-content-error';
import { createLinkChecker } from './link-check';
import type { SourceDoc } from './source-doc';
import { docLinkResolver, siteRenderContext, versionRenderContext, type SiteRenderContext } from './render-context';
import { resolveHref } from '../markdown/links';
import { renderDoc, type DocLinks } from './render-doc';
import type { RenderedDoc } from './rendered-doc';
import type { BuiltVersion } from './version-metadata';
import { renderStandalonePage, type RenderedPage } from '../pages/render-page';

/**
 * Receives each rendered page as it is made, with what the link check keeps of it (which a build
 * that caches a version's output keeps beside it); the renderer keeps nothing else of the page.
 */
export type OnRenderedDoc = (rendered: RenderedDoc, source: SourceDoc, links: DocLinks) => void | Promise<void>;

export interface RenderEachOptions {
  /**
   * For a version whose output an earlier build made and the caller means to reuse: the links and
   * anchors of its pages as that build rendered them. Its pages are not rendered again (unless a
   * link of theirs now leads elsewhere), but links into them and out of them are checked as if
   * they were. The answer names the versions reused.
   */
  reusedLinks?: (version: BuiltVersion) => readonly DocLinks[] | undefined;
  /**
   * Called once every doc of a version has been handed over, before the next version's first (not
   * for a version reused): what is made of a version's pages as a whole can then be written and
   * let go of.
   */
  onVersionRendered?: (version: BuiltVersion) => void | Promise<void>;
  /** Receives each standalone page (content/pages/) as it is made, after every version's docs. */
  onPage?: (rendered: RenderedPage, links: DocLinks) => void | Promise<void>;
}

/**
 * Renders every doc of every version, one at a time, in version order then content order, and
 * hands each to `onDoc`, which may write it and let it go; a version the caller reuses is skipped.
 * The standalone pages come last, each to `onPage`.
 * A page with Markdown errors is not handed over; every page is still rendered, so that every problem is reported at once. Links
 * and anchors between pages are checked at the end: a DocsContentError thrown then means some
 * pages already handed over are wrong, so a caller writing as it goes writes where a failed
 * build is discarded.
 */
export async function renderEachDoc(
  site: LoadedSite,
  renderer: MarkdownRenderer | undefined,
  onDoc: OnRenderedDoc,
  { reusedLinks, onVersionRendered, onPage }: RenderEachOptions = {},
): Promise<{ reusedVersions: string[] }> {
  renderer ??= await createMarkdownRenderer();
  const siteContext = siteRenderContext(site);
  const linkChecker = createLinkChecker(site.config.baseUrl);
  const markdownErrors: string[] = [];
  const reusedVersions: string[] = [];
  for (const version of site.versions) {
    const reused = reusedLinks?.(version);
    if (reused !== undefined && stillResolves(siteContext, reused)) {
      for (const links of reused) linkChecker.add(links);
      reusedVersions.push(version.meta.name);
      continue;
    }
    const context = versionRenderContext(siteContext, version);
    for (const doc of version.sources.docs) {
      const result = renderDoc(context, doc, renderer);
      if (result.markdownErrors !== undefined) {
        markdownErrors.push(...result.markdownErrors);
        continue;
      }
      linkChecker.add(result.links);
      await onDoc(result.rendered, doc, result.links);
    }
    await onVersionRendered?.(version);
  }
  // Rendered whatever the caller keeps of them: their links and anchors are part of the check.
  for (const page of site.pages) {
    const result = renderStandalonePage(siteContext, page, renderer);
    if (result.markdownErrors !== undefined) {
      markdownErrors.push(...result.markdownErrors);
      continue;
    }
    linkChecker.add(result.links);
    await onPage?.(result.rendered, result.links);
  }
  const brokenLinks = linkChecker.brokenLinks();
  if (markdownErrors.length > 0 || brokenLinks.length > 0) throw new DocsContentError(markdownErrors, brokenLinks);
  return { reusedVersions };
}

/**
 * Whether every link of a reused version's pages still leads where its HTML says. A page may link
 * to a page of another version, which its key does not cover: when that page moved, the version
 * is rendered again rather than reused with a stale link.
 */
function stillResolves(context: SiteRenderContext, pages: readonly DocLinks[]): boolean {
  return pages.every(({ fileName, path, links }) => {
    const resolveLink = docLinkResolver(context, { fileName, path });
    return links.every(
      (link) => resolveHref(link.href, resolveLink, link.unchecked !== true).ref.resolved === link.resolved,
    );
  });
}
