/**
 * Two fixes to @docsearch/js 5.1.2, each an exact text replacement in its ESM builds. The
 * keyword-only build (docsearch.js) is what the site loads; the Ask AI build (index.js) carries
 * the same code and is fixed alike for sites with a hosted assistant.
 */
export const packageName = '@docsearch/js';
export const version = '5.1.2';
export const files = ['dist/esm/docsearch.js', 'dist/esm/index.js'];

export const replacements = [
  {
    why:
      "'Try searching for' never shows: the suggestions are spread into an object, which has no length. " +
      'Keep them as the list of result groups, as DocSearch 3 did.',
    find: 'setContext({ searchSuggestions: _objectSpread2$2(_objectSpread2$2({}, (_sourcesState$context = sourcesState.context.searchSuggestions) !== null && _sourcesState$context !== void 0 ? _sourcesState$context : []), Object.keys(sources)) });',
    replace: 'setContext({ searchSuggestions: Object.keys(sources) }); /* effectie-patch: suggestions */',
  },
  {
    why:
      "'Unable to fetch results' is unreachable: a failed search sets the status to error, then the " +
      'finally handler resets it to idle at once. Keep an error until the next search starts.',
    find: '}).finally(function() {\n\t\tsetStatus("idle");\n\t\tif (lastStalledId) props.environment.clearTimeout(lastStalledId);\n\t});',
    replace:
      '}).finally(function() {\n\t\tif (store.getState().status !== "error") setStatus("idle"); /* effectie-patch: error status */\n\t\tif (lastStalledId) props.environment.clearTimeout(lastStalledId);\n\t});',
  },
];
