import docSearchCss from '@docsearch/css?url';
import { loadStylesheet } from '../components/load-stylesheet';
import modalCss from './modal/search-modal.css?url';

/** The modal's chunk (DocSearch) and its styles; the browser fetches each once. Any failure rejects. */
export async function loadSearchModal() {
  const [module] = await Promise.all([import('./modal/SearchModal'), loadStylesheet(docSearchCss), loadStylesheet(modalCss)]);
  return module;
}

/**
 * The local engine's code. Its chunks are requested together here rather than one after
 * another as they import each other.
 */
export const loadEngineCode = () =>
  Promise.all([import('./search-client'), import('./engine/local-engine'), import('./engine/run-request')]).then(([client]) => client);

/**
 * A version's local engine: its code and index file downloaded, the index built. The build is
 * the one long task of a first search, so it starts on intent rather than with the first keystroke.
 */
export const loadSearchEngine = (version: string) => loadEngineCode().then(({ loadEngine }) => loadEngine(version));
