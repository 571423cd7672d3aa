import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { HeadCollectorContext } from './components/Head';
import type { PageHead } from '../shared/page-head';
import { preloadRoute } from './routing/route-modules';
import { matchRoute, routes } from './routing/route-table';

export { routes };

/** Renders one route to HTML after its chunk has loaded, as the browser will hydrate it. */
export async function render(path: string): Promise<{ html: string; head: PageHead | undefined }> {
  const store = createStore();
  await preloadRoute(store, matchRoute(path));
  const collector: { head?: PageHead } = {};
  const html = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider value={collector}>
        <App store={store} ssrPath={path} />
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  return { html, head: collector.head };
}
