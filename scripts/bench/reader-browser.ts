/**
 * The benchmarks measure what a reader gets, so they drive the full browser, not the headless
 * shell the tests use.
 */
export const readerChromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const readerChromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
