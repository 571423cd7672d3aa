// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnknownNavbarItemTypeError } from '../../../../src/shared/unknown-navbar-item-type';
import type { NavbarItemConfig } from '../../../../registry/navbar-item-schemas';
import type { LinkItem } from '../../../../schema/navbar-items/link-item';
import {
  DropdownEntry,
  NavbarItem,
  NavbarItemList,
  NavbarItemRenderError,
} from '../../../../src/client/navbar/NavbarItem';
import { RecordingBoundary, renderInApp } from '../render';

function renderCaught(item: NavbarItemConfig): unknown {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const errors: unknown[] = [];
  renderInApp(
    <RecordingBoundary onError={(error) => errors.push(error)}>
      <NavbarItem item={item} placement="desktop" />
    </RecordingBoundary>,
  );
  expect(screen.getByText('caught')).toBeTruthy();
  expect(errors).toHaveLength(1);
  return errors[0];
}

describe('NavbarItem', () => {
  it('renders an item with the component registered for its type', () => {
    renderInApp(
      <NavbarItem item={{ type: 'link', position: 'left', label: 'Blog', to: '/blog' }} placement="desktop" />,
    );
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('picks the Mobile variant for the mobile menu, and Desktop when a type has none', () => {
    const item: LinkItem = { type: 'link', position: 'right', label: 'Blog', to: '/blog' };
    const { container } = renderInApp(
      <ul>
        <NavbarItem item={item} placement="mobile" />
        <NavbarItem item={{ type: 'search', position: 'right' }} placement="mobile" />
      </ul>,
    );
    expect([...container.querySelectorAll('a')].map((link) => link.className)).toEqual(['menu-link']);
    expect(container.querySelector('.navbar-search button')).not.toBeNull();
  });

  it('renders an entry of a dropdown with the InDropdown variant, and with Mobile in the mobile menu', () => {
    const { container } = renderInApp(
      <ul>
        <DropdownEntry entry={{ type: 'link', label: 'Blog', to: '/blog' }} placement="dropdown" />
        <DropdownEntry entry={{ type: 'link', label: 'News', to: '/news' }} placement="mobile" />
      </ul>,
    );
    expect([...container.querySelectorAll('li.menu-item > a')].map((link) => link.className)).toEqual([
      'dropdown-link',
      'menu-link',
    ]);
  });

  it('throws the registry message for an unknown type', () => {
    // Only a registry that lacks the type, or a site.yaml that skipped the schema, gets here.
    const error = renderCaught({ type: 'nope', position: 'right' } as unknown as NavbarItemConfig);
    expect(error).toBeInstanceOf(UnknownNavbarItemTypeError);
    expect((error as Error).message).toBe('No NavbarItem component found for type "nope".');
  });

  it("wraps a renderer's error in one that shows the item's configuration", () => {
    // A dropdown without items slipped past the schema: its renderer throws a TypeError.
    const item = { type: 'dropdown', position: 'right', label: 'Broken menu' } as unknown as NavbarItemConfig;
    const error = renderCaught(item);
    expect(error).toBeInstanceOf(NavbarItemRenderError);
    const message = (error as Error).message;
    expect(message).toContain('A navbar item failed to render. Check this item of navbar.items in site.yaml:');
    expect(message).toContain(JSON.stringify(item, null, 2));
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('renders a list of items in order', () => {
    const { container } = renderInApp(
      <NavbarItemList
        placement="desktop"
        items={[
          { type: 'link', position: 'left', label: 'One', to: '/one' },
          { type: 'html', position: 'left', value: '<em>Two</em>' },
          { type: 'link', position: 'left', label: 'Three', href: 'https://example.org' },
        ]}
      />,
    );
    expect(container.textContent).toMatch(/^OneTwoThree/);
  });
});
