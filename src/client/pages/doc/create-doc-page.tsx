import type { DocData } from '../../../shared/page-data';
import type { Sidebar } from '../../../shared/sidebar';
import type { PreloadablePage } from '../../routing/route-definition';
import { DocPage } from './DocPage';

interface DocPageParts {
  /** The sidebar as far as the page has it (its closed categories may lack their items). */
  sidebar: Sidebar;
  /** The full sidebar, for a closed category the reader opens. */
  loadSidebar: () => Promise<Sidebar>;
  loadBody: () => Promise<string>;
}

/**
 * A doc's page from its data file and sidebar. The body is a file of its own: `preload` takes it
 * (from the prerendered page, or the network) and the route renders once it is in hand.
 */
export function createDocPage(data: DocData, { sidebar, loadSidebar, loadBody }: DocPageParts): PreloadablePage {
  // Held by the page, which the route keeps: loaded once, kept for revisits.
  let html: string | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per doc route, which the route table keeps, never during a render.
  function DocRoute() {
    return <DocPage data={{ ...data, html: html ?? '' }} sidebar={sidebar} loadSidebar={loadSidebar} />;
  }
  // Nothing of a doc reaches outside it before it is shown: its head and mobile menu wait.
  DocRoute.preparable = true;
  DocRoute.preload = async () => {
    html ??= await loadBody();
  };
  return DocRoute;
}

// A standalone page shares most of a doc's parts (the table of contents, the banners, the body's
// enhancements): it comes in this chunk, so that a doc page loads no chunk of shared parts besides.
export { createStandalonePage } from '../standalone/create-standalone-page';
