/**
 * The id of the template in which the build leaves the app's chunk preloads; the browser's entry
 * moves them into the head once the page has painted.
 */
export const APP_CHUNKS_TEMPLATE_ID = 'app-chunks';

/**
 * The id of the template in which the build leaves prefetches of the search modal's chunks; the
 * page moves them into the head when it is idle after its load event.
 */
export const SEARCH_CHUNKS_TEMPLATE_ID = 'search-chunks';
