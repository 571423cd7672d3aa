import { useEffect, useId, useState, type ReactNode } from 'react';

interface Props {
  label: string;
  /** Whether an entry of the menu is the page being read: the menu then starts open. */
  active: boolean;
  children: ReactNode;
}

/** A collapsible group of the mobile menu: closed by default, open when it holds the active page. */
export function MobileDropdown({ label, active, children }: Props) {
  const [expanded, setExpanded] = useState(active);
  const listId = useId();
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active]);
  return (
    <li className="menu-item">
      <button
        type="button"
        className="menu-link menu-collapsible"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {label}
      </button>
      <ul id={listId} className="menu-list" hidden={!expanded}>
        {children}
      </ul>
    </li>
  );
}
