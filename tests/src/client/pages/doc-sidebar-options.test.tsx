// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editFixtureSite } from '../fixture-site';

editFixtureSite((yaml) =>
  yaml.replace(
    'docs:\n  pluginId: default\n',
    'docs:\n  pluginId: default\n  sidebar:\n    hideable: true\n    autoCollapseCategories: true\n',
  ),
);
const { goTo, openDoc, setUpAppRendering } = await import('../render-app');

setUpAppRendering();

const sidebar = () => screen.getByRole('complementary', { name: 'Docs sidebar' });

describe('docs.sidebar.hideable', () => {
  it('collapses the sidebar with a button that keeps the focus, and keeps it collapsed on the next page', async () => {
    await openDoc('/docs/cats-effect2/', 'For Cats Effect 2');
    const button = within(sidebar()).getByRole('button', { name: 'Collapse the sidebar' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.focus();
    fireEvent.click(button);
    expect(within(sidebar()).queryByRole('navigation')).toBeNull();
    const expand = within(sidebar()).getByRole('button', { name: 'Expand the sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    // The same button, so a keyboard user stays where they were.
    expect(document.activeElement).toBe(expand);

    goTo('/docs/cats-effect3/');
    await screen.findByRole('heading', { level: 1, name: 'For Cats Effect 3' }, { timeout: 5000 });
    await waitFor(() => expect(within(sidebar()).getByRole('button', { name: 'Expand the sidebar' })).toBeTruthy());
    expect(within(sidebar()).queryByRole('navigation')).toBeNull();
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Expand the sidebar' }));
    expect(within(sidebar()).getByRole('navigation', { name: 'v2.2.0 docs' })).toBeTruthy();
  });
});

describe('docs.sidebar.autoCollapseCategories', () => {
  it('closes the open sibling categories when the visitor opens one', async () => {
    await openDoc('/docs/cats-effect2/', 'For Cats Effect 2');
    const nav = within(sidebar()).getByRole('navigation');
    expect(
      within(nav)
        .getByRole('button', { name: 'Collapse the category For Cats Effect 2' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    fireEvent.click(within(nav).getByRole('button', { name: 'Expand the category For Cats Effect 3' }));
    expect(
      within(nav)
        .getByRole('button', { name: 'Collapse the category For Cats Effect 3' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      within(nav).getByRole('button', { name: 'Expand the category For Cats Effect 2' }).getAttribute('aria-expanded'),
    ).toBe('false');
    fireEvent.click(within(nav).getByRole('button', { name: 'Expand the category For Monix 3' }));
    expect(within(nav).getByRole('button', { name: 'Expand the category For Cats Effect 3' })).toBeTruthy();
  });
});
