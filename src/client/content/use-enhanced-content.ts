import { useEffect, type RefObject } from 'react';

/**
 * Copy buttons and tabs in rendered markdown work once the small enhancing module arrives; the
 * content reads fine before. Runs again whenever `key` (the HTML shown) changes.
 */
export function useEnhancedContent(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    if (ref.current === null) return;
    void import('./enhance').then(({ enhanceContent }) => {
      if (!cancelled && ref.current) cleanup = enhanceContent(ref.current);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [ref, key]);
}
