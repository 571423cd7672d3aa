import docSearchCss from '@docsearch/css?url';
import { loadStylesheet } from '../components/load-stylesheet';
import modalCss from './modal/search-modal.css?url';
import type { LocalSearchSite } from './site-index-files';

/** The modal's chunk (DocSearch) and its styles; the browser fetches each once. Any failure rejects. */
export async function loadSearchModal() {
  const [module] = await Promise.all([
    import('./modal/SearchModal'),
    loadStylesheet(docSearchCss),
    loadStylesheet(modalCss),
  ]);
  return module;
}

/** The light dialog, which answers from the worker while DocSearch loads; small, fetched on a sign of a search. */
export const loadLightDialog = () => import('./LightDialog');

/**
 * Builds a version's local engine in the page's idle moments, where the search worker cannot
 * run. The engine's chunks are requested together rather than one after another as they
 * import each other.
 */
export const buildEngineInPage = (version: string, site: LocalSearchSite) =>
  Promise.all([import('./search-client'), import('./engine/local-engine'), import('./engine/run-request')]).then(
    ([{ pageEngines }]) => pageEngines(site)(version),
  );
