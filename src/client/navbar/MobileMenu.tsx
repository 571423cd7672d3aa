import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { NavbarItemConfig } from '../../../registry/navbar-item-schemas';
import { mobileMenuOpenAtom, mobileMenuPanelAtom, secondaryMenuAtom } from '../state/ui';
import { ColorModeToggle } from './ColorModeToggle';
import { NavbarItemList } from './NavbarItem';
import { MOBILE_BREAKPOINT_PX } from '../../shared/breakpoints';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside a modal dialog by wrapping at its ends. */
function trapFocus(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const outside = !dialog.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** The side menu of narrow screens: the navbar's items, and the page's own menu when it has one. */
export default function MobileMenu({ items, brand }: { items: readonly NavbarItemConfig[]; brand: React.ReactNode }) {
  // Mounted only while open (the navbar renders it then), so there is no closed state to draw.
  const setOpen = useSetAtom(mobileMenuOpenAtom);
  const [panel, setPanel] = useAtom(mobileMenuPanelAtom);
  const secondary = useAtomValue(secondaryMenuAtom);
  const [location] = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  // Mounted when the menu opens: any later route change closes it.
  const openedAt = useRef(location);
  useEffect(() => {
    if (location !== openedAt.current) setOpen(false);
  }, [location, setOpen]);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setOpen]);
  // Focus goes back where the visitor opened the menu, as a modal dialog should.
  const closeToToggle = useCallback(() => {
    setOpen(false);
    document.querySelector<HTMLElement>('.navbar-toggle')?.focus();
  }, [setOpen]);
  // In the commit that shows the menu, before it is painted: with a passive effect, focus would
  // stay on the toggle behind the open dialog, and Escape and Tab would pass the dialog by, until
  // the browser got round to it.
  useLayoutEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeToToggle();
      } else if (event.key === 'Tab' && dialogRef.current) {
        trapFocus(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closeToToggle]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel is chosen when the menu opens, not every time the page's menu changes.
  useEffect(() => {
    setPanel(secondary ? 'secondary' : 'primary');
  }, []);

  const showSecondary = panel === 'secondary' && secondary !== null;
  return (
    <>
      <div className="mobile-menu-backdrop" onClick={() => setOpen(false)} aria-hidden="true" />
      <div
        ref={dialogRef}
        className="mobile-menu"
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
      >
        <div className="mobile-menu-header">
          {brand}
          <ColorModeToggle />
          <button
            ref={closeRef}
            type="button"
            className="mobile-menu-close"
            aria-label="Close the menu"
            onClick={closeToToggle}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {showSecondary ? (
          <div className="mobile-menu-panel">
            <button type="button" className="mobile-menu-back" onClick={() => setPanel('primary')}>
              ← Back to main menu
            </button>
            {secondary}
          </div>
        ) : (
          <nav className="mobile-menu-panel" aria-label="Main menu">
            <ul className="menu-list">
              <NavbarItemList items={items} placement="mobile" />
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
