import { atom } from 'jotai';
import type { ReactNode } from 'react';

/** Whether React has hydrated: controls that depend on browser state stay disabled before. */
export const hydratedAtom = atom(false);

export const mobileMenuOpenAtom = atom(false);

/** Which panel of the mobile menu shows: the navbar links, or the page's own menu (a doc sidebar). */
export const mobileMenuPanelAtom = atom<'primary' | 'secondary'>('secondary');

/** Content a page offers to the mobile menu's secondary panel, such as its doc sidebar. */
export const secondaryMenuAtom = atom<ReactNode | null>(null);

export const navbarHiddenAtom = atom(false);

/** Whether the visitor collapsed the desktop docs sidebar (with `docs.sidebar.hideable`), for every doc page of the visit. */
export const sidebarHiddenAtom = atom(false);

/** A route change longer than the delay shows the progress bar. */
export const navigationProgressAtom = atom<'idle' | 'pending' | 'visible'>('idle');

/**
 * The page the pointer rests on a link to, rendered ahead of the click and kept out of sight, so
 * the click only has to show it (see RouteView); null when there is none.
 */
export const preparedPathAtom = atom<string | null>(null);
