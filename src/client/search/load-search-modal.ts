import docSearchCss from '@docsearch/css?url';
import { loadStylesheet } from '../components/load-stylesheet';
import modalCss from './modal/search-modal.css?url';

/** The modal's chunk (DocSearch) and its styles; the browser fetches each once. Any failure rejects. */
export async function loadSearchModal() {
  const [module] = await Promise.all([import('./modal/SearchModal'), loadStylesheet(docSearchCss), loadStylesheet(modalCss)]);
  return module;
}

/**
 * A version's local engine: its code and index file downloaded, and its index built in the
 * browser's idle moments (the one long piece of work of a first search, done before the visitor
 * waits for it). The engine's chunks are requested together rather than one after another as
 * they import each other.
 */
export const loadSearchEngine = (version: string) =>
  Promise.all([import('./search-client'), import('./engine/local-engine'), import('./engine/run-request')]).then(([{ loadEngine }]) => loadEngine(version));
