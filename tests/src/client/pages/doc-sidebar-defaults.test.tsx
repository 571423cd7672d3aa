// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readPageSiteData } from '../../../../src/client/site/read-page-data';
import { openDoc, setUpAppRendering } from '../render-app';

setUpAppRendering();

describe('the docs sidebar without its options (the fixture site sets none)', () => {
  it('has no collapse button, and opening a category leaves the others open', async () => {
    expect(readPageSiteData(document).config.docs.sidebar).toEqual({ hideable: false, autoCollapseCategories: false });
    await openDoc('/docs/cats-effect2/', 'For Cats Effect 2');
    const aside = screen.getByRole('complementary', { name: 'Docs sidebar' });
    expect(within(aside).queryByRole('button', { name: /the sidebar/ })).toBeNull();
    fireEvent.click(within(aside).getByRole('button', { name: 'Expand the category For Cats Effect 3' }));
    expect(
      within(aside)
        .getByRole('button', { name: 'Collapse the category For Cats Effect 2' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      within(aside)
        .getByRole('button', { name: 'Collapse the category For Cats Effect 3' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });
});
