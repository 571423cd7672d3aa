import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import clsx from '../../../src/shared/clsx';
import { Link } from '../../../src/client';

interface Props {
  label: string;
  to?: string | undefined;
  className?: string | undefined;
  /** Whether an entry is the page being read: the label is then marked active. */
  active?: boolean;
  children: ReactNode;
}

/** A menu that opens on hover, focus or click, and closes on Escape, outside clicks and navigation. */
export function DesktopDropdown({ label, to, className, active = false, children }: Props) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the menu.
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving come from the link and button inside, which are the interactive elements.
    <div
      ref={rootRef}
      className={clsx('navbar-item', 'dropdown', open && 'dropdown--open', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {to !== undefined ? (
        <Link to={to} className={clsx('navbar-link', 'dropdown-label', active && 'navbar-link--active')}>
          {label}
        </Link>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className={clsx(
          'navbar-link',
          'dropdown-toggle',
          to !== undefined && 'dropdown-toggle--icon-only',
          active && to === undefined && 'navbar-link--active',
        )}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={menuId}
        aria-label={to !== undefined ? `${label} menu` : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {to === undefined ? label : null}
        <svg className="dropdown-caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={menuId} className="dropdown-menu">
        {children}
      </ul>
    </div>
  );
}
