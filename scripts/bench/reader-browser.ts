/**
 * The benchmarks measure what a reader gets, so they drive the full browser, not the headless
 * shell the tests use.
 */
export const readerChromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const quiet = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** For Lighthouse's launcher, which starts the browser itself. */
export const readerChromeFlags = ['--headless=new', ...quiet];

/** For Playwright, which chooses the headless mode itself. */
export const readerLaunchOptions = { executablePath: readerChromePath, args: quiet };
