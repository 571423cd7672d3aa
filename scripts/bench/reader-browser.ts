import { chromiumLaunch } from '../../playwright.config';

/**
 * The benchmarks measure what a reader gets, so they drive the full browser, not the headless
 * shell the tests use; with the tests' flags, which keep the browser's own background work out.
 */
export const readerChromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** For Lighthouse's launcher, which starts the browser itself. */
export const readerChromeFlags = ['--headless=new', ...chromiumLaunch.args];

/** For Playwright, which chooses the headless mode itself. */
export const readerLaunchOptions = { ...chromiumLaunch, executablePath: readerChromePath };
