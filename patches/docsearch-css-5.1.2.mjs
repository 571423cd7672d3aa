/**
 * The styles that go with the markup fix in docsearch-js-5.1.2.mjs (a hit's option, and so its
 * aria-selected, is now its link, inside the list item the styles select on), and DocSearch's
 * custom properties set on its own elements rather than on the document's root.
 */
export const packageName = '@docsearch/css';
export const version = '5.1.2';
export const files = ['dist/style.css'];

/** Every element DocSearch renders is inside one of these: its modal, its button, its popovers. */
const DOCSEARCH_ROOTS = '.DocSearch,.DocSearch-Popover-Positioner,.DocSearch-Menu-Positioner';

export const replacements = [
  {
    why: 'The selected hit is the list item whose link is the selected option.',
    find: '.DocSearch-Hit[aria-selected=true]',
    replace: '.DocSearch-Hit:has(>[aria-selected=true])',
    count: 11,
  },
  {
    why: "Custom properties set on :root change what every element of the page inherits, so inserting the styles (when search gets ready) restyled the whole page: some 100 ms on a long page of a slow phone. On DocSearch's own elements they restyle nothing else. The second is the narrow-screen spacing.",
    find: ':root{',
    replace: `${DOCSEARCH_ROOTS}{`,
    count: 2,
  },
  {
    why: "The dark colours, as specific as before (0,2,0), so they still win over the light ones and the site's.",
    find: ':root[data-theme=dark]{',
    replace: `[data-theme=dark] :is(${DOCSEARCH_ROOTS}){`,
  },
];
