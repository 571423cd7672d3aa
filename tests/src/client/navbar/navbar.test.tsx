// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Navbar } from '../../../../src/client/navbar/Navbar';
import { mobileMenuOpenAtom } from '../../../../src/client/state/ui';
import { renderInApp, stubMatchMedia } from '../render';
import { ROOT } from '../../../import-graph';

beforeEach(() => stubMatchMedia());

describe('Navbar (the fixture site.yaml)', () => {
  it('shows the brand, with the logo and the navbar title, linking home', () => {
    renderInApp(<Navbar />, { path: '/docs/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const brand = nav.querySelector('a.navbar-brand')!;
    expect(brand.getAttribute('href')).toBe('/');
    expect(brand.textContent).toBe('Effectie');
    // A small SVG file, so inline: the file's drawing, named by the logo's alt text.
    const logo = within(brand as HTMLElement).getByRole('img', { name: 'Effectie logo' });
    expect([logo.tagName, logo.getAttribute('class'), logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(
      ['svg', 'navbar-logo', '32', '32'],
    );
    const file = new DOMParser().parseFromString(
      readFileSync(resolve(ROOT, 'tests/fixtures/site/public/img/logo.svg'), 'utf8'),
      'image/svg+xml',
    ).documentElement;
    expect(logo.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'));
    const drawing = (svg: Element) =>
      [...svg.children].map((child) => [
        child.tagName,
        ...[...child.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
      ]);
    expect(drawing(logo)).toEqual(drawing(file));
    expect(drawing(logo)).not.toEqual([]);
  });

  it('puts items on the side site.yaml gives them', () => {
    const { container } = renderInApp(<Navbar />, { path: '/docs/' });
    const left = container.querySelector('.navbar-items--left') as HTMLElement;
    const right = container.querySelector('.navbar-items--right') as HTMLElement;
    expect(within(left).getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/docs/');
    expect(within(right).getByRole('button', { name: 'v2.2.0' })).toBeTruthy();
    expect(
      within(right)
        .getByRole('link', { name: /GitHub/ })
        .getAttribute('href'),
    ).toBe('https://github.com/kevin-lee/effectie');
    expect(within(right).getByRole('button', { name: /Switch between dark and light mode/ })).toBeTruthy();
    expect(within(left).queryByRole('link', { name: /GitHub/ })).toBeNull();
  });

  it('marks the Docs item as the current page on a docs page', () => {
    renderInApp(<Navbar />, { path: '/docs/cats-effect2/import' });
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the mobile menu with the mobile variants, and closes it with Escape', async () => {
    const { store } = renderInApp(<Navbar />, { path: '/docs/' });
    const toggle = screen.getByRole('button', { name: 'Open the menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Where focus is at the moment the menu appears: a screen reader announces the dialog only
    // once focus is inside it, so it must not appear with focus left behind on the toggle.
    let focusedWhenShown: Element | null = null;
    const observer = new MutationObserver(() => {
      if (focusedWhenShown === null && document.querySelector('[role="dialog"]'))
        focusedWhenShown = document.activeElement;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    fireEvent.click(toggle);
    // The menu's code loads on first use, so it appears after the click's own update.
    const menu = await screen.findByRole('dialog', { name: 'Site menu' }, { timeout: 5000 });
    observer.disconnect();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Docs' }).className).toContain('menu-link');
    expect(within(menu).getByRole('button', { name: 'Version: v2.2.0' })).toBeTruthy();
    expect(focusedWhenShown).toBe(within(menu).getByRole('button', { name: 'Close the menu' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(mobileMenuOpenAtom)).toBe(false);
  });

  it('closes the mobile menu with its close button and on navigation', async () => {
    const app = renderInApp(<Navbar />, { path: '/docs/' });
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close the menu' }, { timeout: 5000 }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    app.navigate('/versions');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
