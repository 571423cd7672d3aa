import { atom, createStore, type Getter } from 'jotai';
import type { VersionContents, VersionMeta } from '../../shared/docs-metadata';
import type { PageDataSource, PageSiteData } from '../../shared/page-data';
import { versionNamed } from '../../shared/versions';

type Store = ReturnType<typeof createStore>;

/** The site as one page has it: what the page carries, and where the rest is loaded from. */
export interface Site {
  data: PageSiteData;
  source: PageDataSource;
}

/**
 * Set once, when the store is made (createSiteStore): everything of the site that components and
 * page-wide state read comes from here, through the hooks of use-site-data.ts.
 */
export const siteAtom = atom<Site | null>(null);

export class MissingSiteError extends Error {
  constructor() {
    super('The store has no site: make it with createSiteStore (App and the tests do).');
    this.name = 'MissingSiteError';
  }
}

export function readSite(get: Getter): Site {
  const site = get(siteAtom);
  if (site === null) throw new MissingSiteError();
  return site;
}

/** A store for one page of the site. */
export function createSiteStore(site: Site, store: Store = createStore()): Store {
  store.set(siteAtom, site);
  return store;
}

/** The contents of the versions loaded since the page loaded, by name. */
const loadedContentsAtom = atom<ReadonlyMap<string, VersionContents>>(new Map());

/** Every version whose docs and sidebars the page has: its own, and those loaded since. */
export const versionsAtHandAtom = atom<ReadonlyMap<string, VersionMeta>>((get) => {
  const { data } = readSite(get);
  const carried = [data.version, ...(data.latest ? [data.latest] : [])].map(
    ({ name, ...contents }) => [name, contents] as const,
  );
  const at = new Map<string, VersionMeta>();
  for (const [name, contents] of [...carried, ...get(loadedContentsAtom)]) {
    const summary = versionNamed(data, name);
    if (summary) at.set(name, { ...summary, ...contents });
  }
  return at;
});

const loading = new WeakMap<Store, Map<string, Promise<VersionMeta>>>();

/**
 * A version's docs and sidebars in full, loaded once per page (concurrent callers share the
 * request); a failed load is forgotten, so a later call tries again. A page carries only part of
 * its own version's (VersionContents.partial): the rest is loaded as another version's is.
 */
export function loadVersion(store: Store, name: string): Promise<VersionMeta> {
  const atHand = store.get(versionsAtHandAtom).get(name);
  if (atHand && atHand.partial !== true) return Promise.resolve(atHand);
  const pending = loading.get(store) ?? new Map<string, Promise<VersionMeta>>();
  loading.set(store, pending);
  const started = pending.get(name);
  if (started) return started;
  const { source } = readSite(store.get);
  const promise = source.version(name).then(
    (contents) => {
      store.set(loadedContentsAtom, (map) => new Map(map).set(name, contents));
      pending.delete(name);
      return store.get(versionsAtHandAtom).get(name)!;
    },
    (error: unknown) => {
      pending.delete(name);
      throw error;
    },
  );
  pending.set(name, promise);
  return promise;
}
