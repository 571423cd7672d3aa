import { atom } from 'jotai';
import { docsMetadata } from '../site-data';
import { safeStorage, storageKeys } from './storage';

const key = storageKeys.preferredVersion(docsMetadata.pluginId);
const storedAtom = atom<string | undefined>(undefined);

/** The version the visitor last chose, when it still exists; version-less links lead there. */
export const preferredVersionNameAtom = atom(
  (get) => get(storedAtom),
  (_get, set, name: string) => {
    set(storedAtom, name);
    safeStorage.set(key, name);
  },
);

export const syncPreferredVersionFromStorageAtom = atom(null, (_get, set) => {
  const stored = safeStorage.get(key);
  // A name no version has any more (or garbage) is forgotten rather than followed.
  if (stored !== null && docsMetadata.versions.some((version) => version.name === stored)) set(storedAtom, stored);
  else if (stored !== null) safeStorage.remove(key);
});
