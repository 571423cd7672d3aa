// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NavbarItemConfig } from '../../../../registry/navbar-item-schemas';
import { NavbarItem } from '../../../../src/client/navbar/NavbarItem';
import { renderInApp } from '../../../src/client/render';

const item: NavbarItemConfig = {
  type: 'localeDropdown',
  position: 'right',
  dropdownItemsBefore: [],
  dropdownItemsAfter: [{ type: 'link', label: 'Help us translate', href: 'https://example.org/translate' }],
};

describe('localeDropdown item (real i18n: English only)', () => {
  it('shows the current language and lists English, marked current, with its lang', () => {
    renderInApp(<NavbarItem item={item} placement="desktop" />, { path: '/docs/cats-effect2/' });
    const button = screen.getByRole('button', { name: 'English' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/docs/cats-effect2/');
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.getAttribute('aria-current')).toBe('true');
    expect(english.className).toBe('dropdown-link dropdown-link--active');
    expect(screen.getByRole('link', { name: /Help us translate/ }).getAttribute('target')).toBe('_blank');
  });

  it('is a "Language:" group in the mobile menu', () => {
    renderInApp(
      <ul>
        <NavbarItem item={item} placement="mobile" />
      </ul>,
      { path: '/' },
    );
    const toggle = screen.getByRole('button', { name: 'Language: English' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'English', hidden: true }).className).toBe('menu-link menu-link--active');
  });
});
