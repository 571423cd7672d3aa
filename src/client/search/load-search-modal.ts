import docSearchCss from '@docsearch/css?url';
import { loadStylesheet } from '../components/load-stylesheet';
import modalCss from './modal/search-modal.css?url';

/** The modal's chunk (DocSearch, the engine) and its styles; the browser fetches them once. */
export const loadSearchModal = () =>
  Promise.all([import('./modal/SearchModal'), loadStylesheet(docSearchCss), loadStylesheet(modalCss)]).then(([module]) => module);
