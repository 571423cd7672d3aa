import { atom, type createStore } from 'jotai';
import type { PageModule, RouteDefinition } from './route-definition';

type Store = ReturnType<typeof createStore>;

type RouteModuleState =
  | { status: 'loading'; promise: Promise<PageModule> }
  | { status: 'loaded'; module: PageModule }
  | { status: 'failed'; error: Error };

/** Loaded (or loading, or failed) page chunks, keyed by route path. */
export const routeModulesAtom = atom<ReadonlyMap<string, RouteModuleState>>(new Map());

export class MissingDefaultExportError extends Error {
  constructor(path: string) {
    super(`The page component of route "${path}" has no default export.`);
    this.name = 'MissingDefaultExportError';
  }
}

function setState(store: Store, path: string, state: RouteModuleState) {
  store.set(routeModulesAtom, (map) => new Map(map).set(path, state));
}

/**
 * Loads a route's chunk once; concurrent callers share the request. A failed load is kept so
 * the page can show its error, and a later call tries again.
 */
export function preloadRoute(store: Store, route: RouteDefinition): Promise<PageModule> {
  const current = store.get(routeModulesAtom).get(route.path);
  if (current?.status === 'loaded') return Promise.resolve(current.module);
  if (current?.status === 'loading') return current.promise;
  const promise = route.load().then(
    async (module) => {
      const page: unknown = module.default;
      if (page === null || (typeof page !== 'function' && typeof page !== 'object')) {
        throw new MissingDefaultExportError(route.path);
      }
      await module.default.preload?.();
      setState(store, route.path, { status: 'loaded', module });
      return module;
    },
    (error: unknown) => {
      throw error instanceof Error ? error : new Error(String(error));
    },
  );
  promise.catch((error: Error) => setState(store, route.path, { status: 'failed', error }));
  setState(store, route.path, { status: 'loading', promise });
  return promise;
}

/**
 * Loads a route's chunk again and puts it in place once loaded, the page shown until then (a page
 * saved in development).
 */
export async function reloadRoute(store: Store, route: RouteDefinition): Promise<void> {
  const module = await route.load();
  await module.default.preload?.();
  setState(store, route.path, { status: 'loaded', module });
}
