/**
 * The id of the template in which the build leaves the app's chunk preloads; the browser's entry
 * moves them into the head once the page has painted.
 */
export const APP_CHUNKS_TEMPLATE_ID = 'app-chunks';
