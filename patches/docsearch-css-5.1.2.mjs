/**
 * The styles that go with the markup fix in docsearch-js-5.1.2.mjs: a hit's option (and so its
 * aria-selected) is now its link, inside the list item the styles select on.
 */
export const packageName = '@docsearch/css';
export const version = '5.1.2';
export const files = ['dist/style.css'];

export const replacements = [
  {
    why: 'The selected hit is the list item whose link is the selected option.',
    find: '.DocSearch-Hit[aria-selected=true]',
    replace: '.DocSearch-Hit:has(>[aria-selected=true])',
    count: 11,
  },
];
