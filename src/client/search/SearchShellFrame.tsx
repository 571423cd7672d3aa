import type { ReactNode } from 'react';

/**
 * The search dialog's frame, the same from the first key (SearchDialogShell) to the light dialog:
 * the backdrop, the dialog and its bar with the magnifier, around the input and, below the bar,
 * whatever the dialog lists.
 */
export function SearchShellFrame({
  close,
  input,
  children,
}: {
  close: () => void;
  input: ReactNode;
  children?: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop, outside the dialog, closes it, as DocSearch's does; keyboards close it with Escape.
    <div className="search-shell" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div className="search-shell-dialog" role="dialog" aria-modal="true" aria-label="Search" aria-busy="true">
        <div className="search-shell-bar">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M14.4 12.9 19 17.6 17.6 19l-4.7-4.6a8 8 0 1 1 1.5-1.5ZM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12Z"
              fill="currentColor"
            />
          </svg>
          {input}
        </div>
        {children}
      </div>
    </div>
  );
}
