/** Delay before the progress bar shows, so fast navigations never flash it. */
export const PROGRESS_BAR_DELAY_MS = 200;
