import type { MouseEvent } from 'react';
import { stripBase } from '../../shared/routes/join-url';
import { useNavigateWithPreload } from '../routing/navigation';
import { useSiteConfig } from '../site/use-site-data';
import { isModifiedClick } from './is-modified-click';

/**
 * The route a click inside static HTML (a doc body) should navigate to in the app, or
 * undefined when the browser should handle it: other sites, new tabs, downloads, and anchors
 * on the same page.
 */
function internalRouteOfClick(event: MouseEvent, baseUrl: string): string | undefined {
  if (event.defaultPrevented || isModifiedClick(event)) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.hasAttribute('download') || (anchor.target !== '' && anchor.target !== '_self'))
    return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname === window.location.pathname && url.hash !== '') return undefined;
  const route = stripBase(baseUrl, url.pathname);
  return route === undefined ? undefined : `${route}${url.search}${url.hash}`;
}

/** A click handler for containers of static HTML that keeps their internal links inside the app. */
export function useContentLinkNavigation(): (event: MouseEvent) => void {
  const navigate = useNavigateWithPreload();
  const { baseUrl } = useSiteConfig();
  return (event) => {
    const route = internalRouteOfClick(event, baseUrl);
    if (route === undefined) return;
    event.preventDefault();
    void navigate(route);
  };
}
