/**
 * The tag of the engine's tests whose outcome a reader's browser decides: navigation, search, the
 * type tips, the phone menu, the colour mode, the copy buttons, a clean console. They run in
 * Firefox ESR as well as in Chromium (the engine-firefox project of playwright.config.ts); the
 * rest, which test the engine whatever the browser, run in Chromium alone.
 */
export const READER_TAG = '@reader';

/** A test's details that put it in the Firefox lane: `test('…', READER, async ({ page }) => …)`. */
export const READER = { tag: READER_TAG };
