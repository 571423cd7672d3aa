import { Provider, type createStore } from 'jotai';
import { Router } from 'wouter';
import { navbarItemRegistry } from '../../registry/navbar-item-types';
import { Layout } from './components/Layout';
import { NavbarItemRegistryContext } from './navbar/navbar-item-registry';
import { useNormalizedLocation } from './routing/use-normalized-location';
import { siteConfig } from './site-data';

/** wouter wants the base without its trailing slash; "/" becomes "". */
export const routerBase = siteConfig.baseUrl.replace(/\/$/, '');

/** The same tree on the server (with ssrPath) and in the browser, so hydration matches. */
export function App({ store, ssrPath }: { store: ReturnType<typeof createStore>; ssrPath?: string }) {
  return (
    <Provider store={store}>
      <Router base={routerBase} hook={useNormalizedLocation} ssrPath={ssrPath}>
        <NavbarItemRegistryContext.Provider value={navbarItemRegistry}>
          <Layout />
        </NavbarItemRegistryContext.Provider>
      </Router>
    </Provider>
  );
}
