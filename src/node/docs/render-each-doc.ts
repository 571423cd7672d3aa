import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown';
import type { LoadedSite } from '../site/load-site';
import { DocsContentError } from './docs-content-error';
import { createLinkChecker } from './link-check';
import type { SourceDoc } from './load-version';
import { siteRenderContext, versionRenderContext } from './render-context';
import { renderDoc } from './render-doc';
import type { RenderedDoc } from './rendered-doc';

/** Receives each rendered page as it is made; the renderer keeps nothing of it but its links and anchors. */
export type OnRenderedDoc = (rendered: RenderedDoc, source: SourceDoc) => void | Promise<void>;

/**
 * Renders every doc of every version, one at a time, in version order then content order, and
 * hands each to `onDoc`, which may write it and let it go. A page with Markdown errors is not
 * handed over; every page is still rendered, so that every problem is reported at once. Links
 * and anchors between pages are checked at the end: a DocsContentError thrown then means some
 * pages already handed over are wrong, so a caller writing as it goes writes where a failed
 * build is discarded.
 */
export async function renderEachDoc(site: LoadedSite, renderer: MarkdownRenderer | undefined, onDoc: OnRenderedDoc): Promise<void> {
  renderer ??= await createMarkdownRenderer();
  const siteContext = siteRenderContext(site);
  const linkChecker = createLinkChecker(site.config.baseUrl);
  const markdownErrors: string[] = [];
  for (const version of site.versions) {
    const context = versionRenderContext(siteContext, version);
    for (const doc of version.sources.docs) {
      const result = renderDoc(context, doc, renderer);
      if (result.markdownErrors !== undefined) {
        markdownErrors.push(...result.markdownErrors);
        continue;
      }
      linkChecker.add(result.links);
      await onDoc(result.rendered, doc);
    }
  }
  const brokenLinks = linkChecker.brokenLinks();
  if (markdownErrors.length > 0 || brokenLinks.length > 0) throw new DocsContentError(markdownErrors, brokenLinks);
}
