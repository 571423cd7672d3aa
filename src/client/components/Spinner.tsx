import { useEffect, useState } from 'react';

/** A fast page never shows the spinner; a slow one shows it after this long. */
const SPINNER_DELAY_MS = 300;

export function Spinner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {visible && (
        <>
          <svg className="spinner" viewBox="0 0 50 50" width="48" height="48" aria-hidden="true">
            <circle className="spinner-path" cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
          </svg>
          <span className="visually-hidden">Loading the page…</span>
        </>
      )}
    </div>
  );
}
