/** The modal's chunk (DocSearch, its styles, the engine); the browser fetches it once. */
export const loadSearchModal = () => import('./modal/SearchModal');
