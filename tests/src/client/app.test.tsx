// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routerBase } from '../../../src/client/App';
import { hydratedAtom } from '../../../src/client/state/ui';
import { goTo, openDoc, renderAppAt, setUpAppRendering } from './render-app';

setUpAppRendering();

describe('App', () => {
  it('uses the base URL without its trailing slash', () => {
    expect(routerBase('/')).toBe('');
    expect(routerBase('/effectie/')).toBe('/effectie');
  });

  it('renders the chrome and the doc of the address', async () => {
    const store = renderAppAt('/docs/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting Started' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Effectie 2.2.0 is out');
    expect(store.get(hydratedAtom)).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('reads an .html address as the page it names', async () => {
    renderAppAt('/docs/cats-effect2/import.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'What to Import' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the not-found page for an unknown address', async () => {
    renderAppAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the documentation' }).getAttribute('href')).toBe('/docs/');
  });

  it('switches the page when the address changes', async () => {
    await openDoc('/docs/', 'Getting Started');
    goTo('/versions');
    expect(await screen.findByRole('heading', { level: 1, name: /versions/i }, { timeout: 5000 })).toBeTruthy();
  });
});
