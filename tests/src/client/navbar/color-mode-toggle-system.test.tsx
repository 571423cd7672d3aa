// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColorModeToggle } from '../../../../src/client/navbar/ColorModeToggle';
import { colorModeChoiceAtom, systemPrefersDarkAtom } from '../../../../src/client/state/color-mode';
import { hydratedAtom } from '../../../../src/client/state/ui';
import { nextColorModeChoice, type ColorModeChoice } from '../../../../src/shared/color-mode';
import { fixtureSiteData, fixtureStore } from '../fixture-site';
import { renderInApp } from '../render';

// A site that sets colorMode.respectPrefersColorScheme: true.
const site = fixtureSiteData((yaml) =>
  yaml.replace('respectPrefersColorScheme: false', 'respectPrefersColorScheme: true'),
);

describe('ColorModeToggle on a site that respects prefers-color-scheme', () => {
  it('starts with the system choice and cycles system, light, dark as nextColorModeChoice says', () => {
    const store = fixtureStore(site);
    store.set(hydratedAtom, true);
    store.set(systemPrefersDarkAtom, true);
    renderInApp(<ColorModeToggle />, { store });
    const button = screen.getByRole('button');
    expect(store.get(colorModeChoiceAtom)).toBe('system');
    expect(button.getAttribute('data-mode')).toBe('dark'); // the system prefers dark
    expect(button.getAttribute('title')).toBe('Switch to light mode (currently system mode)');

    const seen: ColorModeChoice[] = [store.get(colorModeChoiceAtom)];
    for (let click = 0; click < 3; click += 1) {
      const expected = nextColorModeChoice(seen.at(-1)!, true);
      fireEvent.click(button);
      seen.push(store.get(colorModeChoiceAtom));
      expect(seen.at(-1)).toBe(expected);
    }
    expect(seen).toEqual(['system', 'light', 'dark', 'system']);
    expect(window.localStorage.getItem('theme')).toBe('system');
  });
});
