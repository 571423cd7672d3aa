/**
 * Playwright drives a Firefox it did not build through WebDriver BiDi, and sets the page's
 * prefers-color-scheme with emulation.setMediaFeaturesOverride on every new context and page.
 * Firefox ESR (153) has no such command yet, so no context could open in it. Where the browser
 * does not know the command and the colour scheme asked for is light (Playwright's default, also
 * when none is given) or "no-override", the call is let go: the Firefox project of playwright.config.ts starts Firefox with its
 * pages' colour scheme set to light. Any other scheme still fails, with the browser's error.
 */
export const packageName = 'playwright-core';
export const version = '1.65.1';
export const files = ['lib/coreBundle.js'];

const SEND = 'await this._browser._browserSession.send("emulation.setMediaFeaturesOverride", {';
const PAGE_SEND = 'await this._session.send("emulation.setMediaFeaturesOverride", {';
const FEATURES = 'features: { "prefers-color-scheme": colorScheme },';
const CONTEXT_TARGET = 'userContexts: [this._userContextId()]';
const PAGE_TARGET = 'contexts: [this._session.sessionId, ...this._session._browsingContexts]';

/** The call as Playwright writes it, at the indentation of its methods. */
const call = (send, target) => `${send}\n          ${FEATURES}\n          ${target}\n        });`;

/** The call in a try whose catch lets the missing command go unless dark or no preference was asked for. */
const tolerant = (send, target) =>
  `try {
          ${send}
            ${FEATURES}
            ${target}
          });
        } catch (error) {
          const missing = String(error?.message).includes("unknown command");
          if (!missing || colorScheme === "dark" || features.colorScheme === "no-preference") throw error;
        }`;

export const replacements = [
  {
    why: "A new context sets the default colour scheme; Firefox ESR's BiDi lacks the command.",
    find: call(SEND, CONTEXT_TARGET),
    replace: tolerant(SEND, CONTEXT_TARGET),
  },
  {
    why: "A new page, and a page's emulateMedia, set its colour scheme; Firefox ESR's BiDi lacks the command.",
    find: call(PAGE_SEND, PAGE_TARGET),
    replace: tolerant(PAGE_SEND, PAGE_TARGET),
  },
];
