/** How long typing must pause before the outcome of a search is read out. */
export const ANNOUNCE_DELAY_MS = 400;

interface StatusAnnouncer {
  /** Sets the message once no newer one comes within the delay; an empty message clears it. */
  say(message: string): void;
  cancel(): void;
}

/**
 * Writes the outcome of the last search into a status region (role="status"), once the visitor
 * pauses: every keystroke's outcome would be read over the next one.
 */
export function createStatusAnnouncer(region: () => HTMLElement | null, delay = ANNOUNCE_DELAY_MS): StatusAnnouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    say(message) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const element = region();
        // Writing the same words again would have them read out again.
        if (element && element.textContent !== message) element.textContent = message;
      }, delay);
    },
    cancel: () => clearTimeout(timer),
  };
}
