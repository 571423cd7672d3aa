// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NavbarItemConfig } from '../../../../schema';
import { UnknownNavbarItemTypeError } from '../../../../registry/create-registry';
import { NavbarItem, NavbarItemList, NavbarItemRenderError } from '../../../../src/client/navbar/NavbarItem';
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
    renderInApp(<NavbarItem item={{ type: 'link', position: 'left', label: 'Blog', to: '/blog' }} placement="desktop" />);
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('picks the Mobile and InDropdown variants, and Desktop when a type has none', () => {
    const item: NavbarItemConfig = { type: 'link', position: 'right', label: 'Blog', to: '/blog' };
    const { container } = renderInApp(
      <ul>
        <NavbarItem item={item} placement="mobile" />
        <NavbarItem item={item} placement="dropdown" />
        <NavbarItem item={{ type: 'search', position: 'right' }} placement="dropdown" />
      </ul>,
    );
    const links = container.querySelectorAll('a');
    expect([...links].map((link) => link.className)).toEqual(['menu-link', 'dropdown-link']);
    expect(container.querySelector('.navbar-search button')).not.toBeNull();
  });

  it('throws the registry message for an unknown type', () => {
    const error = renderCaught({ type: 'nope', position: 'right' });
    expect(error).toBeInstanceOf(UnknownNavbarItemTypeError);
    expect((error as Error).message).toBe('No NavbarItem component found for type "nope".');
  });

  it('wraps a renderer\'s error in one that shows the item\'s configuration', () => {
    // A dropdown without items slipped past the schema: its renderer throws a TypeError.
    const item = { type: 'dropdown', position: 'right', label: 'Broken menu' } as NavbarItemConfig;
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
