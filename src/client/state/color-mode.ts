import { atom } from 'jotai';
import type { BrowserSiteConfig } from '../../shared/browser-site-config';
import { parseColorModeChoice, type ColorMode, type ColorModeChoice } from '../../shared/color-mode';
import { readSite } from '../site/site-atoms';
import { safeStorage, storageKeys } from './storage';

function initialChoice({ colorMode }: BrowserSiteConfig): ColorModeChoice {
  const fallback: ColorModeChoice = colorMode.respectPrefersColorScheme ? 'system' : colorMode.defaultMode;
  if (typeof window === 'undefined' || colorMode.disableSwitch) return fallback;
  const stored = safeStorage.get(storageKeys.theme);
  if (stored === null) return fallback;
  try {
    const choice = parseColorModeChoice(stored);
    return choice === 'system' && !colorMode.respectPrefersColorScheme ? fallback : choice;
  } catch (error) {
    // A stored value this version does not know: report it and start afresh.
    console.error(error);
    safeStorage.remove(storageKeys.theme);
    return fallback;
  }
}

/** The choice made on this page; until then, the stored one (read once per page), else the site's default. */
const chosenAtom = atom<ColorModeChoice | undefined>(undefined);
const startingChoiceAtom = atom((get) => initialChoice(readSite(get).data.config));
const choiceAtom = atom((get) => get(chosenAtom) ?? get(startingChoiceAtom));

export const systemPrefersDarkAtom = atom(false);

/** What the visitor chose: light, dark or (when the system is respected) system. */
export const colorModeChoiceAtom = atom(
  (get) => get(choiceAtom),
  (_get, set, choice: ColorModeChoice) => {
    set(chosenAtom, choice);
    safeStorage.set(storageKeys.theme, choice);
  },
);

/** The mode actually shown. */
export const colorModeAtom = atom<ColorMode>((get) => {
  const choice = get(choiceAtom);
  if (choice === 'system') return get(systemPrefersDarkAtom) ? 'dark' : 'light';
  return choice;
});
