// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ColorModeToggle } from '../../../../src/client/navbar/ColorModeToggle';
import { colorModeAtom, colorModeChoiceAtom } from '../../../../src/client/state/color-mode';
import { hydratedAtom } from '../../../../src/client/state/ui';
import { renderInApp } from '../render';

function renderHydrated() {
  const store = createStore();
  store.set(hydratedAtom, true);
  return renderInApp(<ColorModeToggle />, { store });
}

describe('ColorModeToggle (the real site: respectPrefersColorScheme is false)', () => {
  it('is disabled and says nothing specific before hydration', () => {
    renderInApp(<ColorModeToggle />);
    const button = screen.getByRole('button', { name: 'Switch between dark and light mode' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('data-mode')).toBeNull();
    expect(button.getAttribute('title')).toBe('Colour mode');
  });

  it('toggles light and dark, and remembers the choice', () => {
    const { store } = renderHydrated();
    const button = screen.getByRole('button', { name: /currently light mode/ });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('data-mode')).toBe('light');
    expect(button.getAttribute('title')).toBe('Switch to dark mode (currently light mode)');

    fireEvent.click(button);
    expect(store.get(colorModeChoiceAtom)).toBe('dark');
    expect(store.get(colorModeAtom)).toBe('dark');
    expect(button.getAttribute('data-mode')).toBe('dark');
    expect(button.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    fireEvent.click(button);
    expect(button.getAttribute('data-mode')).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('never offers the system choice', () => {
    const { store } = renderHydrated();
    const seen = new Set<string>();
    for (let click = 0; click < 4; click += 1) {
      fireEvent.click(screen.getByRole('button'));
      seen.add(store.get(colorModeChoiceAtom));
    }
    expect([...seen].sort()).toEqual(['dark', 'light']);
  });
});
