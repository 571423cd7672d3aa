/**
 * The development server's message to the open pages when a saved page changed only its body:
 * `{ versionName, docId }`. A page showing that doc loads it again; nothing else reloads.
 */
export const DOC_CHANGED_EVENT = 'effectie:doc-changed';
