import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { normalizePathname, routeKey } from '../shared/routes/normalize-path';
import { stripBase } from '../shared/routes/join-url';
import { App } from './App';
import { preloadRoute } from './routing/route-modules';
import { matchRoute } from './routing/route-table';
import { createSiteStore } from './site/site-atoms';
import { networkDataSource } from './site/network-data-source';
import { readPageSiteData } from './site/read-page-data';
import { showDocsOnSave } from './dev/doc-on-save';

/** Hydrates the prerendered page (or renders it afresh), with the route's chunk in hand. */
export async function startApp() {
  const { pathname, search, hash } = window.location;
  const normalized = normalizePathname(pathname);
  if (normalized !== pathname) window.history.replaceState(window.history.state, '', `${normalized}${search}${hash}`);

  const data = readPageSiteData(document);
  const store = createSiteStore({ data, source: networkDataSource(data.config.baseUrl) });
  showDocsOnSave(store);
  const container = document.getElementById('root')!;
  const route = stripBase(data.config.baseUrl, normalized);
  // Hydrating needs the page's chunk in hand, or the first render would differ from the HTML.
  if (route !== undefined) await preloadRoute(store, matchRoute(store, route)).catch(() => {});
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  // Hydrate only HTML prerendered for this page. The development server sends an empty root,
  // and a host may answer an unknown or misspelt URL with 404.html: render those afresh.
  const prerendered = container.dataset.route;
  const samePage = route !== undefined && prerendered !== undefined && routeKey(prerendered) === routeKey(route);
  if (container.firstElementChild && samePage) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
