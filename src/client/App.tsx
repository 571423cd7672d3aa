import { Provider, type createStore } from 'jotai';
import { Router } from 'wouter';
import { navbarItemComponents } from '../../registry/navbar-item-components';
import { Layout } from './components/Layout';
import { NavbarItemComponentsContext } from './navbar/navbar-components-context';
import { NavigationProvider } from './routing/navigation';
import { matchRoute } from './routing/route-table';
import { useNormalizedLocation } from './routing/use-normalized-location';
import { readSite } from './site/site-atoms';

/** wouter wants the base without its trailing slash; "/" becomes "". */
export const routerBase = (baseUrl: string) => baseUrl.replace(/\/$/, '');

/**
 * The same tree on the server (with ssrPath) and in the browser, so hydration matches. The store
 * holds the site (createSiteStore): every component reads it through the hooks of use-site-data.ts.
 */
export function App({ store, ssrPath }: { store: ReturnType<typeof createStore>; ssrPath?: string }) {
  const { baseUrl } = readSite(store.get).data.config;
  return (
    <Provider store={store}>
      <Router base={routerBase(baseUrl)} hook={useNormalizedLocation} ssrPath={ssrPath}>
        <NavbarItemComponentsContext.Provider value={navbarItemComponents}>
          <NavigationProvider matchRoute={matchRoute}>
            <Layout />
          </NavigationProvider>
        </NavbarItemComponentsContext.Provider>
      </Router>
    </Provider>
  );
}
