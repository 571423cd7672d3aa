import { atom, useAtom } from 'jotai';
import { readSite } from '../site/site-atoms';
import { safeStorage, storageKeys } from './storage';

/** Dismissed only for the announcement id it was dismissed for: a new id shows the bar again. */
function readDismissed(id: string | undefined): boolean {
  if (typeof window === 'undefined' || id === undefined) return false;
  return (
    safeStorage.get(storageKeys.announcementId) === id && safeStorage.get(storageKeys.announcementDismissed) === 'true'
  );
}

const dismissedAtom = atom(false);

export const announcementDismissedAtom = atom(
  (get) => get(dismissedAtom),
  (_get, set, dismissed: boolean) => {
    set(dismissedAtom, dismissed);
    if (dismissed) safeStorage.set(storageKeys.announcementDismissed, 'true');
    else safeStorage.remove(storageKeys.announcementDismissed);
  },
);

/** Reads the stored flag after hydration, so the server and first client render agree. */
export const syncAnnouncementFromStorageAtom = atom(null, (get, set) => {
  const id = readSite(get).data.config.announcementBar?.id;
  if (id === undefined) return;
  if (safeStorage.get(storageKeys.announcementId) !== id) {
    safeStorage.set(storageKeys.announcementId, id);
    safeStorage.remove(storageKeys.announcementDismissed);
  }
  set(dismissedAtom, readDismissed(id));
});

/** Whether the visitor closed the announcement bar, and how to close it. */
export const useAnnouncementDismissed = () => useAtom(announcementDismissedAtom);
