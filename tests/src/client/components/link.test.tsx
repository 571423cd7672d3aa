// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from '../../../../src/client/components/Link';
import { navigationProgressAtom } from '../../../../src/client/state/ui';
import { renderInApp } from '../render';

describe('Link', () => {
  it('links inside the site with the path as href', () => {
    renderInApp(<Link to="/versions">All versions</Link>);
    const link = screen.getByRole('link', { name: 'All versions' });
    expect(link.getAttribute('href')).toBe('/versions');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens a link outside the site in a new tab and says so', () => {
    renderInApp(<Link href="https://github.com/kevin-lee/effectie">GitHub</Link>);
    const link = screen.getByRole('link', { name: /GitHub/ });
    expect(link.getAttribute('href')).toBe('https://github.com/kevin-lee/effectie');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('GitHub (opens in a new tab)');
  });

  it('navigates inside the site without a page load, once the next page is loaded', async () => {
    const app = renderInApp(<Link to="/versions">All versions</Link>, { path: '/docs/' });
    const click = fireEvent.click(screen.getByRole('link', { name: 'All versions' }));
    expect(click).toBe(false); // the browser's own navigation was prevented
    await waitFor(() => expect(app.history.at(-1)).toBe('/versions'), { timeout: 5000 });
    expect(app.store.get(navigationProgressAtom)).toBe('idle');
  });

  it('leaves modified clicks to the browser', () => {
    const app = renderInApp(<Link to="/versions">All versions</Link>, { path: '/docs/' });
    // Runs after React's handlers: records what the Link decided, then spares jsdom a page load.
    let preventedByLink: boolean | undefined;
    const record = (event: Event) => {
      preventedByLink = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'All versions' }), { ctrlKey: true });
    window.removeEventListener('click', record);
    expect(preventedByLink).toBe(false);
    expect(app.history).toEqual(['/docs/']);
  });
});
