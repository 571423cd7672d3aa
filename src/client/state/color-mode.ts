import { atom } from 'jotai';
import { parseColorModeChoice, type ColorMode, type ColorModeChoice } from '../../shared/color-mode';
import { siteConfig } from '../site-data';
import { safeStorage, storageKeys } from './storage';

function initialChoice(): ColorModeChoice {
  const fallback: ColorModeChoice = siteConfig.colorMode.respectPrefersColorScheme ? 'system' : siteConfig.colorMode.defaultMode;
  if (typeof window === 'undefined' || siteConfig.colorMode.disableSwitch) return fallback;
  const stored = safeStorage.get(storageKeys.theme);
  if (stored === null) return fallback;
  try {
    const choice = parseColorModeChoice(stored);
    return choice === 'system' && !siteConfig.colorMode.respectPrefersColorScheme ? fallback : choice;
  } catch (error) {
    // A stored value this version does not know: report it and start afresh.
    console.error(error);
    safeStorage.remove(storageKeys.theme);
    return fallback;
  }
}

const choiceAtom = atom<ColorModeChoice>(initialChoice());

export const systemPrefersDarkAtom = atom(false);

/** What the visitor chose: light, dark or (when the system is respected) system. */
export const colorModeChoiceAtom = atom(
  (get) => get(choiceAtom),
  (_get, set, choice: ColorModeChoice) => {
    set(choiceAtom, choice);
    safeStorage.set(storageKeys.theme, choice);
  },
);

/** The mode actually shown. */
export const colorModeAtom = atom<ColorMode>((get) => {
  const choice = get(choiceAtom);
  if (choice === 'system') return get(systemPrefersDarkAtom) ? 'dark' : 'light';
  return choice;
});
