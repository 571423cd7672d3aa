import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { navbarHiddenAtom } from '../state/ui';

/** Within this many pixels of the top or bottom, the navbar always shows. */
const EDGE = 60;

/** Hides the navbar while scrolling down; shows it on scrolling up and near either end. */
export function useHideOnScroll(enabled: boolean) {
  const setHidden = useSetAtom(navbarHiddenAtom);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const nearBottom = y + window.innerHeight >= document.documentElement.scrollHeight - EDGE;
      if (y < EDGE || nearBottom || y < last) setHidden(false);
      else if (y > last) setHidden(true);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, setHidden]);
}
