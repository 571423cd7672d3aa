import { Provider, type createStore } from 'jotai';
import { Router } from 'wouter';
import { navbarItemComponents } from '../../registry/navbar-item-components';
import { Layout } from './components/Layout';
import { NavbarItemComponentsContext } from './navbar/navbar-components-context';
import { NavigationProvider } from './routing/navigation';
import { useNormalizedLocation } from './routing/use-normalized-location';
import { docsMetadata, siteConfig } from './site-data';
import { SiteDataContext } from './site-data-context';

/** wouter wants the base without its trailing slash; "/" becomes "". */
export const routerBase = siteConfig.baseUrl.replace(/\/$/, '');

const siteData = { config: siteConfig, docs: docsMetadata };

/** The same tree on the server (with ssrPath) and in the browser, so hydration matches. */
export function App({ store, ssrPath }: { store: ReturnType<typeof createStore>; ssrPath?: string }) {
  return (
    <Provider store={store}>
      <Router base={routerBase} hook={useNormalizedLocation} ssrPath={ssrPath}>
        <SiteDataContext.Provider value={siteData}>
          <NavbarItemComponentsContext.Provider value={navbarItemComponents}>
            <NavigationProvider>
              <Layout />
            </NavigationProvider>
          </NavbarItemComponentsContext.Provider>
        </SiteDataContext.Provider>
      </Router>
    </Provider>
  );
}
