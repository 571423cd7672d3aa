// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementBar } from '../../../renderers/announcement-bar/AnnouncementBar';
import { readPageSiteData } from '../../../src/client/site/read-page-data';
import { announcementDismissedAtom } from '../../../src/client/state/announcement';
import { renderInApp } from '../../src/client/render';

const siteConfig = readPageSiteData(document).config;

const announcement = siteConfig.announcementBar!;

describe('AnnouncementBar (real site.yaml)', () => {
  it('shows the announcement HTML in its colours', () => {
    renderInApp(<AnnouncementBar announcement={announcement} />);
    const bar = screen.getByRole('banner');
    expect(bar.textContent).toBe('Effectie 2.2.0 is out, with Cats Effect 3 and Monix 3 support. Get started.');
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/docs/');
    expect(bar.style.backgroundColor).toBe('var(--brand-surface)');
    expect(bar.style.color).toBe('var(--text)');
  });

  it('closes, and remembers that it was closed', () => {
    const { store } = renderInApp(<AnnouncementBar announcement={announcement} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(store.get(announcementDismissedAtom)).toBe(true);
    expect(window.localStorage.getItem('announcement-dismissed')).toBe('true');
  });

  it('has no close button when it is not closeable', () => {
    renderInApp(
      <AnnouncementBar
        announcement={{ ...announcement, isCloseable: false, backgroundColor: '#fffbcc', textColor: 'black' }}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('banner').style.color).toBe('black');
  });
});
