import type { DocPageData } from '../../../shared/doc-page';
import type { Sidebar } from '../../../shared/sidebar';
import type { PreloadablePage } from '../../routing/route-definition';
import { DocPage } from './DocPage';
import { loadDocBody } from './load-doc-body';

/**
 * What each doc's generated chunk calls: its data is baked in, the layout shared. In the
 * browser the body is not in the chunk: `preload` takes it from the prerendered page or fetches
 * it, and the route renders once it is in hand.
 */
export function createDocPage(data: DocPageData | Omit<DocPageData, 'html'>, sidebar: Sidebar, bodyUrl?: string): PreloadablePage {
  // Held by this page's own module, like the module itself: loaded once, kept for revisits.
  let html = 'html' in data ? data.html : undefined;
  function DocRoute() {
    return <DocPage data={{ ...data, html: html ?? '' }} sidebar={sidebar} />;
  }
  // Nothing of a doc reaches outside it before it is shown: its head and mobile menu wait.
  DocRoute.preparable = true;
  DocRoute.preload = async () => {
    if (html === undefined && bodyUrl !== undefined) html = await loadDocBody(`${data.versionName}/${data.id}`, bodyUrl);
  };
  return DocRoute;
}
