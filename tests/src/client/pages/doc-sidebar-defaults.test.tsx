// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../../src/client/App';
import { siteConfig } from '../../../../src/client/site-data';
import { stubMatchMedia } from '../render';

beforeEach(() => {
  stubMatchMedia();
  vi.stubGlobal('scrollTo', () => {});
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the docs sidebar without its options (the fixture site sets none)', () => {
  it('has no collapse button, and opening a category leaves the others open', async () => {
    expect(siteConfig.docs.sidebar).toEqual({ hideable: false, autoCollapseCategories: false });
    window.history.replaceState(null, '', '/docs/cats-effect2/');
    render(<App store={createStore()} />);
    await screen.findByRole('heading', { level: 1, name: 'For Cats Effect 2' }, { timeout: 5000 });
    const aside = screen.getByRole('complementary', { name: 'Docs sidebar' });
    expect(within(aside).queryByRole('button', { name: /the sidebar/ })).toBeNull();
    fireEvent.click(within(aside).getByRole('button', { name: 'Expand the category For Cats Effect 3' }));
    expect(within(aside).getByRole('button', { name: 'Collapse the category For Cats Effect 2' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(aside).getByRole('button', { name: 'Collapse the category For Cats Effect 3' }).getAttribute('aria-expanded')).toBe('true');
  });
});
