import { decodeFragment } from '../../../shared/routes/decode-fragment';
import { useCallback } from 'react';
import { useNavigateWithPreload } from '../../routing/navigation';
import { useSiteConfig } from '../../site/use-site-data';
import { hitTarget } from '../hit-target';
import type { SearchSettings } from '../settings';

/** Opens a hit: inside the app for the site's own pages, by a full load for external ones. */
export function useHitNavigation(settings: Pick<SearchSettings, 'externalUrlRegex'>): (url: string) => void {
  const navigate = useNavigateWithPreload();
  const { baseUrl } = useSiteConfig();
  return useCallback(
    (url) => {
      const target = hitTarget(url, baseUrl, settings.externalUrlRegex);
      if (target.kind === 'external') {
        window.location.assign(target.href);
        return;
      }
      const hash = decodeFragment(target.to.split('#')[1] ?? '');
      void navigate(target.to).then(() => {
        // The page scrolls to a hash when its path changes; a hit on the page being read must too.
        if (hash) requestAnimationFrame(() => document.getElementById(hash)?.scrollIntoView());
      });
    },
    [navigate, baseUrl, settings.externalUrlRegex],
  );
}
