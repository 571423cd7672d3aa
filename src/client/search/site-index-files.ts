import urls from 'virtual:effectie/search-index';

/** Where each version's index file is: the search worker downloads them, or the page's own engine where no worker runs. */
export const indexUrls: Readonly<Record<string, string>> = urls;
export const indexVersions = Object.keys(urls);
