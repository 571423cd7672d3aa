import type { MarkdownRenderer } from '../markdown';
import type { LoadedSite } from '../site/load-site';
import { renderEachDoc } from './render-each-doc';
import type { RenderedDoc } from './rendered-doc';
import type { RenderedPage } from '../pages/render-page';

export type { RenderedDoc } from './rendered-doc';
export { DocsContentError } from './docs-content-error';

/** Renders every doc of every version into memory, then checks every internal link and anchor between them. */
export async function renderDocs(site: LoadedSite, renderer?: MarkdownRenderer): Promise<RenderedDoc[]> {
  return (await renderDocsAndPages(site, renderer)).docs;
}

/** Renders every doc and every standalone page into memory, then checks every internal link and anchor between them. */
export async function renderDocsAndPages(
  site: LoadedSite,
  renderer?: MarkdownRenderer,
): Promise<{ docs: RenderedDoc[]; pages: RenderedPage[] }> {
  const docs: RenderedDoc[] = [];
  const pages: RenderedPage[] = [];
  await renderEachDoc(
    site,
    renderer,
    (doc) => {
      docs.push(doc);
    },
    { onPage: (page) => void pages.push(page) },
  );
  return { docs, pages };
}
