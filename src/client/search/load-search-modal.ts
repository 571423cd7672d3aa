import docSearchCss from '@docsearch/css?url';
import { loadStylesheet } from '../components/load-stylesheet';
import modalCss from './modal/search-modal.css?url';

/**
 * The modal's chunk (DocSearch) and its styles, and the local engine's chunk beside them rather
 * than after them; the browser fetches each once.
 */
export const loadSearchModal = () =>
  Promise.all([import('./modal/SearchModal'), loadStylesheet(docSearchCss), loadStylesheet(modalCss), import('./engine/run-request')]).then(([module]) => module);
