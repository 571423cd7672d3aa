import { useAtom, useAtomValue } from 'jotai';
import { nextColorModeChoice, type ColorModeChoice } from '../../shared/color-mode';
import { useSiteConfig } from '../site/use-site-data';
import { colorModeChoiceAtom, colorModeAtom } from '../state/color-mode';
import { hydratedAtom } from '../state/ui';

const describe: Record<ColorModeChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

const icons: Record<ColorModeChoice, string> = {
  light:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1.5 3h-3L12 2Zm0 20-1.5-3h3L12 22ZM2 12l3-1.5v3L2 12Zm20 0-3 1.5v-3l3 1.5Z',
  dark: 'M20 15.3A8.5 8.5 0 0 1 8.7 4 8.5 8.5 0 1 0 20 15.3Z',
  system: 'M4 5h16v11H4V5Zm-2 13h20v2H2v-2Z',
};

/** Switches the colour mode; disabled until hydration, when the stored choice is known. */
export function ColorModeToggle() {
  const siteConfig = useSiteConfig();
  const [choice, setChoice] = useAtom(colorModeChoiceAtom);
  const mode = useAtomValue(colorModeAtom);
  const hydrated = useAtomValue(hydratedAtom);
  if (siteConfig.colorMode.disableSwitch) return null;
  const respect = siteConfig.colorMode.respectPrefersColorScheme;
  const next = nextColorModeChoice(choice, respect);
  // Before hydration the server's guess would be wrong for some visitors, so say nothing specific.
  const shown = hydrated ? choice : siteConfig.colorMode.defaultMode;
  return (
    <button
      type="button"
      className="color-mode-toggle"
      disabled={!hydrated}
      onClick={() => setChoice(next)}
      title={hydrated ? `Switch to ${describe[next]} (currently ${describe[choice]})` : 'Colour mode'}
      aria-label={
        hydrated
          ? `Switch between dark and light mode (currently ${describe[choice]})`
          : 'Switch between dark and light mode'
      }
      aria-live="polite"
      data-mode={hydrated ? mode : undefined}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={icons[shown]} />
      </svg>
    </button>
  );
}
