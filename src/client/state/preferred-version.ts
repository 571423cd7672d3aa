import { atom } from 'jotai';
import { readSite } from '../site/site-atoms';
import { safeStorage, storageKeys } from './storage';

const storedAtom = atom<string | undefined>(undefined);

/** Where the choice is kept, unless `docs.versionPersistence: none` keeps it in memory only, until the next page load. */
const storageKeyAtom = atom((get) => {
  const { config } = readSite(get).data;
  return config.docs.versionPersistence === 'localStorage'
    ? storageKeys.preferredVersion(config.docs.pluginId)
    : undefined;
});

/** The version the visitor last chose, when it still exists; version-less links lead there. */
export const preferredVersionNameAtom = atom(
  (get) => get(storedAtom),
  (get, set, name: string) => {
    set(storedAtom, name);
    const key = get(storageKeyAtom);
    if (key !== undefined) safeStorage.set(key, name);
  },
);

export const syncPreferredVersionFromStorageAtom = atom(null, (get, set) => {
  const key = get(storageKeyAtom);
  if (key === undefined) return;
  const stored = safeStorage.get(key);
  // A name no version has any more (or garbage) is forgotten rather than followed.
  if (stored !== null && readSite(get).data.versions.some((version) => version.name === stored))
    set(storedAtom, stored);
  else if (stored !== null) safeStorage.remove(key);
});
