import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { decodeFragment } from '../../shared/routes/decode-fragment';
import { navbarHiddenAtom } from '../state/ui';

/** After a route change, show the hash target, or the top of the new page. */
export function ScrollOnNavigation() {
  const [location] = useLocation();
  const hideNavbar = useSetAtom(navbarHiddenAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each route change, which is what location stands for here.
  useEffect(() => {
    const hash = decodeFragment(window.location.hash.slice(1));
    const target = hash === '' ? null : document.getElementById(hash);
    if (target) {
      target.scrollIntoView();
      // The navbar would cover the heading the visitor asked for.
      hideNavbar(true);
    } else {
      window.scrollTo(0, 0);
    }
  }, [location, hideNavbar]);
  return null;
}
