import { resolve } from 'node:path';
import type { FixedPage } from '../../shared/routes/fixed-routes';

/**
 * Every browser module the build names by path, from the project root: the build cannot import
 * them (they are the browser's), so this list is where it reaches them, and the import-boundary
 * test checks that it is the only place and that each is browser code.
 */
export const BROWSER_MODULES = {
  /** The entry the prerenderer renders every page with (the server bundle's input). */
  serverEntry: 'src/client/entry-server.tsx',
  /** The app's chunk, which the entry imports after the first paint. */
  app: 'src/client/start-app.tsx',
  /** The doc page's chunk, which the browser loads for every doc's route. */
  createDocPage: 'src/client/pages/doc/create-doc-page.tsx',
  /** The standalone page's module, in the doc page's chunk, which the browser loads for every route of content/pages/. */
  createStandalonePage: 'src/client/pages/doc/create-doc-page.tsx',
  /** Stands in for React's shim of useSyncExternalStore, which React 19 no longer needs. */
  syncExternalStoreShim: 'src/client/react-use-sync-external-store.ts',
  /** The module of each page every site has besides its docs (see fixedRoutes), which the browser loads for its route. */
  fixedPages: {
    home: 'src/client/pages/home/HomePage.tsx',
    search: 'src/client/pages/search/SearchPage.tsx',
    versions: 'src/client/pages/versions/VersionsPage.tsx',
    notFound: 'src/client/pages/not-found/NotFoundPage.tsx',
  } satisfies Record<FixedPage, string>,
} as const;

type SingleModule = Exclude<keyof typeof BROWSER_MODULES, 'fixedPages'>;

/** The absolute path of a browser module in a project. */
export const browserModulePath = (projectRoot: string, module: SingleModule) =>
  resolve(projectRoot, BROWSER_MODULES[module]);
