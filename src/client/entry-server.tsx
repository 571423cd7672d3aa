import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { HeadCollectorContext } from './components/Head';
import type { PageHead } from '../shared/page-head';
import type { PageDataSource, PageSiteData } from '../shared/page-data';
import { preloadRoute } from './routing/route-modules';
import { matchRoute } from './routing/route-table';
import { createSiteStore } from './site/site-atoms';
import { withBase } from '../shared/routes/join-url';

/**
 * Renders one route to HTML after its chunk and data have loaded, as the browser will hydrate it:
 * from the data the page will carry, and the data files the build writes.
 */
export async function render(
  path: string,
  data: PageSiteData,
  source: PageDataSource,
): Promise<{ html: string; head: PageHead | undefined }> {
  const store = createSiteStore({ data, source });
  await preloadRoute(store, matchRoute(store, path));
  const collector: { head?: PageHead } = {};
  const html = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider value={collector}>
        {/* The router reads the address as the browser has it, under the base URL. */}
        <App store={store} ssrPath={withBase(data.config.baseUrl, path)} />
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  return { html, head: collector.head };
}
