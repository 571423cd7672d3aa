import { useEffect, type RefObject } from 'react';
import { ENHANCED_EVENTS } from './enhanced-events';

/**
 * Copy buttons and tabs in rendered markdown work once the small enhancing module arrives; the
 * content reads fine before. A click or key that comes while it loads is kept, and the module
 * acts on it when it arrives: a reader's first click on "Copy" is never lost. Runs again whenever
 * `key` (the HTML shown) changes, and not while it is undefined.
 */
export function useEnhancedContent(ref: RefObject<HTMLElement | null>, key: string | undefined): void {
  useEffect(() => {
    const root = ref.current;
    if (root === null || key === undefined) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    const earlier: Event[] = [];
    const keep = (event: Event) => earlier.push(event);
    const stopKeeping = () => {
      for (const type of ENHANCED_EVENTS) root.removeEventListener(type, keep);
    };
    for (const type of ENHANCED_EVENTS) root.addEventListener(type, keep);
    import('./enhance').then(
      ({ enhanceContent }) => {
        stopKeeping();
        if (!cancelled) cleanup = enhanceContent(root, earlier);
      },
      // Firefox rejects an import still on its way when the reader leaves the page, and the
      // network can fail it: either way the content reads as it did, and no error is left unhandled.
      stopKeeping,
    );
    return () => {
      cancelled = true;
      stopKeeping();
      cleanup?.();
    };
  }, [ref, key]);
}
