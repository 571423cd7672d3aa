import { atom } from 'jotai';
import { docsMetadata, siteConfig } from '../site-data';
import { safeStorage, storageKeys } from './storage';

const key = storageKeys.preferredVersion(docsMetadata.pluginId);
const storedAtom = atom<string | undefined>(undefined);
// `docs.versionPersistence: none`: the choice lives in memory only, until the next page load.
const persists = siteConfig.docs.versionPersistence === 'localStorage';

/** The version the visitor last chose, when it still exists; version-less links lead there. */
export const preferredVersionNameAtom = atom(
  (get) => get(storedAtom),
  (_get, set, name: string) => {
    set(storedAtom, name);
    if (persists) safeStorage.set(key, name);
  },
);

export const syncPreferredVersionFromStorageAtom = atom(null, (_get, set) => {
  if (!persists) return;
  const stored = safeStorage.get(key);
  // A name no version has any more (or garbage) is forgotten rather than followed.
  if (stored !== null && docsMetadata.versions.some((version) => version.name === stored)) set(storedAtom, stored);
  else if (stored !== null) safeStorage.remove(key);
});
