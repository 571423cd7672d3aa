import docSearchCss from '@docsearch/css?url';
import { SEARCH_CHUNKS_TEMPLATE_ID } from '../../shared/chunk-templates';
import { loadStylesheet } from '../components/load-stylesheet';
import modalCss from './modal/search-modal.css?url';

const stylesheets = [docSearchCss, modalCss];
let requested = false;

/** The modal's chunk (DocSearch) and its styles; the browser fetches each once. Any failure rejects. */
export async function loadSearchModal() {
  requested = true;
  const [module] = await Promise.all([import('./modal/SearchModal'), ...stylesheets.map(loadStylesheet)]);
  return module;
}

/**
 * Downloads the modal's code and styles without running or applying them, once: running them is
 * long main-thread work for a page that may never be searched, and the first search then finds
 * them in the cache. The build lists the chunks in a template (src/node/prerender/preload-links.ts).
 */
export function prefetchSearchModal(): void {
  if (requested) return;
  requested = true;
  const chunks = document.getElementById(SEARCH_CHUNKS_TEMPLATE_ID);
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content.cloneNode(true));
  for (const href of stylesheets) document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'style', href }));
}

/**
 * Builds a version's local engine in the page's idle moments, where the search worker cannot
 * run. The engine's chunks are requested together rather than one after another as they
 * import each other.
 */
export const buildEngineInPage = (version: string) =>
  Promise.all([import('./search-client'), import('./engine/local-engine'), import('./engine/run-request')]).then(([{ pageEngines }]) => pageEngines(version));
