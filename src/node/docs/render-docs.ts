import type { MarkdownRenderer } from '../markdown';
import type { LoadedSite } from '../site/load-site';
import { renderEachDoc } from './render-each-doc';
import type { RenderedDoc } from './rendered-doc';

export type { RenderedDoc } from './rendered-doc';
export { DocsContentError } from './docs-content-error';

/** Renders every doc of every version into memory, then checks every internal link and anchor between them. */
export async function renderDocs(site: LoadedSite, renderer?: MarkdownRenderer): Promise<RenderedDoc[]> {
  const rendered: RenderedDoc[] = [];
  await renderEachDoc(site, renderer, (doc) => {
    rendered.push(doc);
  });
  return rendered;
}
