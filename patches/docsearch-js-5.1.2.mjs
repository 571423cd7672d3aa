/**
 * Fixes to @docsearch/js 5.1.2, each an exact text replacement in its ESM builds. The
 * keyword-only build (docsearch.js) is what the site loads; the Ask AI build (index.js) carries
 * the same code and is fixed alike for sites with a hosted assistant. The markup fixes go with
 * the selector change in docsearch-css-5.1.2.mjs.
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
  {
    why:
      'The modal is not announced as a dialog: its container is a focusable role="button" (wrapping the input and the ' +
      'hits, so nested interactive controls), labelled as the combobox. The container becomes a plain backdrop, and the ' +
      'modal a named modal dialog.',
    find:
      'function ModalShell({ state, containerRef, modalRef, formElementRef, dropdownRef, getRootProps, onClose, showDropdown, searchBox, filterBar, screenState, footer }) {\n' +
      '\treturn /* @__PURE__ */ En.createElement("div", _objectSpread2$2(_objectSpread2$2({ ref: containerRef }, getRootProps({ "aria-expanded": true })), {}, {\n' +
      '\t\tclassName: [\n',
    replace:
      'function ModalShell({ state, containerRef, modalRef, formElementRef, dropdownRef, getRootProps, onClose, showDropdown, searchBox, filterBar, screenState, footer, dialogLabel }) {\n' +
      '\treturn /* @__PURE__ */ En.createElement("div", _objectSpread2$2({ ref: containerRef }, { /* effectie-patch: backdrop */\n' +
      '\t\tclassName: [\n',
  },
  {
    why: 'The same: the container is no button and takes no focus; the modal inside it is the dialog.',
    find:
      '\t\trole: "button",\n\t\ttabIndex: 0,\n\t\tonMouseDown: (event) => {\n\t\t\tif (event.target === event.currentTarget) onClose();\n\t\t}\n' +
      '\t}), /* @__PURE__ */ En.createElement("div", {\n\t\tclassName: "DocSearch-Modal",\n\t\tref: modalRef\n\t}',
    replace:
      '\t\tonMouseDown: (event) => {\n\t\t\tif (event.target === event.currentTarget) onClose();\n\t\t}\n' +
      '\t}), /* @__PURE__ */ En.createElement("div", {\n\t\tclassName: "DocSearch-Modal",\n\t\tref: modalRef,\n' +
      '\t\trole: "dialog",\n\t\t"aria-modal": "true",\n\t\t"aria-label": dialogLabel /* effectie-patch: dialog */\n\t}',
  },
  {
    why: 'The dialog\'s name: the search box\'s label (translations.modal.searchBox.searchInputLabel, "Search" by default).',
    find: 'En.createElement(ModalShell, {\n\t\tstate,\n',
    replace:
      'En.createElement(ModalShell, {\n' +
      '\t\tdialogLabel: (searchBoxTranslations === null || searchBoxTranslations === void 0 ? void 0 : searchBoxTranslations.searchInputLabel) || "Search", /* effectie-patch: dialog name */\n' +
      '\t\tstate,\n',
  },
  {
    why:
      'The combobox role was on the container; it moves to the input, as ARIA 1.2 has it, and says whether a list of ' +
      'results is showing. The input also gets a key: when a slow search stalls, the label before it turns into a ' +
      'loading indicator, and without a key the diff replaces the input too, which drops the focus and every key ' +
      'typed after it.',
    find: '\t\tonKeyDown: handleInputKeyDown,\n\t\tplaceholder,\n\t\thidden: hideInput\n\t})',
    replace:
      '\t\tonKeyDown: handleInputKeyDown,\n\t\tplaceholder,\n\t\thidden: hideInput,\n\t\tkey: "input",\n' +
      '\t\trole: "combobox",\n\t\t"aria-haspopup": "listbox",\n\t\t"aria-expanded": Boolean(baseInputProps["aria-controls"]) /* effectie-patch: combobox */\n\t})',
  },
  {
    why:
      'Each hit is an option that wraps a link, an interactive control inside another. The link becomes the option ' +
      '(ARIA allows role="option" on a link), so a hit stays a real link, and its list item is presentational.',
    find:
      'return /* @__PURE__ */ En.createElement("li", _objectSpread2$2({ className: ["DocSearch-Hit", item.__docsearch_parent && "DocSearch-Hit--Child"].filter(Boolean).join(" ") }, getItemProps({\n' +
      '\t\titem,\n\t\tsource: collection.source,\n\t\tonClick(event) {\n\t\t\tonItemClick(item, event);\n\t\t}\n' +
      '\t})), /* @__PURE__ */ En.createElement(Hit, { hit: item }, ',
    replace:
      'return /* @__PURE__ */ En.createElement("li", { className: ["DocSearch-Hit", item.__docsearch_parent && "DocSearch-Hit--Child"].filter(Boolean).join(" "), role: "none" }, ' +
      '/* @__PURE__ */ En.createElement(Hit, { hit: item, itemProps: getItemProps({\n' +
      '\t\titem,\n\t\tsource: collection.source,\n\t\tonClick(event) {\n\t\t\tonItemClick(item, event);\n\t\t}\n' +
      '\t}) }, /* effectie-patch: option */ ',
  },
  {
    why: "The same, for DocSearch's own hit component: the option's attributes and handlers go on its link.",
    find: 'function Hit({ hit, children }) {\n\treturn /* @__PURE__ */ En.createElement("a", { href: hit.url }, children);\n}',
    replace:
      'function Hit({ hit, itemProps, children }) {\n\treturn /* @__PURE__ */ En.createElement("a", _objectSpread2$2({ href: hit.url }, itemProps), children); /* effectie-patch: option link */\n}',
  },
  {
    why:
      "The no-results screen has no place for the site's own words. It renders the results footer component too, " +
      'with `noResults: true` and `runQuery`, so the site can offer the nearest query ("Did you mean …?").',
    find: 'En.createElement("strong", null, props.state.query), "\\""), searchSuggestions',
    replace:
      'En.createElement("strong", null, props.state.query), "\\""), props.resultsFooterComponent && /* @__PURE__ */ En.createElement(props.resultsFooterComponent, {\n' +
      '\t\tstate: props.state,\n\t\tnoResults: true,\n\t\trunQuery: (query) => {\n\t\t\tprops.setQuery(query);\n\t\t\tprops.refresh();\n\t\t\tprops.inputRef.current.focus();\n\t\t}\n' +
      '\t}), /* effectie-patch: no-results footer */ searchSuggestions',
  },
];
