/**
 * The element that had the focus when search opened. The light dialog, which opens first, takes
 * the focus; the DocSearch modal, taking over from it, gives the focus back here on closing.
 */
let opener: Element | null = null;

export const rememberOpener = (element: Element | null) => {
  opener = element;
};

/** The element to give the focus back to: the opener when `active` is the light dialog's input. */
export const searchOpener = (active: Element | null): Element | null =>
  active?.closest('.search-shell') ? opener : active;
