import { useBrowserLocation } from 'wouter/use-browser-location';
import { normalizePathname } from '../../shared/routes/normalize-path';

/** wouter's browser location, with `/x/index.html` and `/x.html` read as `/x/` and `/x`. */
export function useNormalizedLocation(options?: { ssrPath?: string }): ReturnType<typeof useBrowserLocation> {
  const [location, navigate] = useBrowserLocation(options);
  return [normalizePathname(location), navigate];
}
