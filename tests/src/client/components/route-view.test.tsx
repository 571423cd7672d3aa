// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../../src/shared/page-title';
import { Head } from '../../../../src/client/components/Head';
import { RouteView } from '../../../../src/client/components/RouteView';
import type { PreloadablePage } from '../../../../src/client/routing/route-definition';
import { preloadRoute, routeModulesAtom } from '../../../../src/client/routing/route-modules';
import { matchRoute } from '../../../../src/client/routing/route-table';
import { preparedPathAtom } from '../../../../src/client/state/ui';
import { fixtureStore } from '../fixture-site';
import { readPageSiteData } from '../../../../src/client/site/read-page-data';
import { renderInApp } from '../render';

function page(title: string): PreloadablePage {
  const Page: PreloadablePage = () => (
    <>
      <Head title={title} />
      <h1>{title}</h1>
      <a href="#top">A link on {title}</a>
    </>
  );
  Page.preparable = true;
  return Page;
}

/** The versions page shown, the home page loaded and ready to be prepared. */
function twoPages() {
  const store = fixtureStore();
  store.set(
    routeModulesAtom,
    new Map([
      [matchRoute(store, '/versions').path, { status: 'loaded', module: { default: page('All versions') } }],
      [matchRoute(store, '/').path, { status: 'loaded', module: { default: page('Welcome') } }],
    ]),
  );
  const app = renderInApp(<RouteView />, { path: '/versions', store });
  return app;
}

describe('RouteView', () => {
  it('does not render the page again when the pages its links point to are prefetched', async () => {
    let renders = 0;
    function Page() {
      renders += 1;
      return <p>The page</p>;
    }
    const store = fixtureStore();
    store.set(
      routeModulesAtom,
      new Map([[matchRoute(store, '/versions').path, { status: 'loaded', module: { default: Page } }]]),
    );
    renderInApp(<RouteView />, { path: '/versions', store });
    await screen.findByText('The page');
    const shown = renders;

    for (const path of ['/elsewhere', '/further'])
      await act(() => preloadRoute(store, { path, load: async () => ({ default: () => null }) }));

    expect(store.get(routeModulesAtom).get('/further')?.status).toBe('loaded');
    expect(renders).toBe(shown);
  });
});

describe('RouteView with a page prepared ahead of a click', () => {
  it('renders the page out of sight: no height, inert, and without touching the title', async () => {
    const app = twoPages();
    await waitFor(() => expect(document.title).toBe(pageTitle(readPageSiteData(document).config, 'All versions')));

    act(() => app.store.set(preparedPathAtom, '/'));

    const box = screen.getByText('Welcome').closest('.route-page')!;
    expect(box.classList.contains('route-page--prepared')).toBe(true);
    expect(box.hasAttribute('inert')).toBe(true);
    expect(screen.getByText('All versions').closest('.route-page')!.hasAttribute('inert')).toBe(false);
    expect(document.title).toBe(pageTitle(readPageSiteData(document).config, 'All versions'));
  });

  it('shows the very elements it prepared when the reader goes there, titles the document, and lifts inert after the frame', async () => {
    const app = twoPages();
    act(() => app.store.set(preparedPathAtom, '/'));
    const heading = screen.getByText('Welcome');

    app.navigate('/');

    expect(screen.getByText('Welcome')).toBe(heading);
    expect(screen.queryByText('All versions')).toBeNull();
    const box = heading.closest('.route-page')!;
    expect(box.classList.contains('route-page--prepared')).toBe(false);
    expect(document.title).toBe(pageTitle(readPageSiteData(document).config, 'Welcome'));
    await waitFor(() => expect(box.hasAttribute('inert')).toBe(false));
  });

  it('drops the prepared page when the pointer leaves its link', () => {
    const app = twoPages();
    act(() => app.store.set(preparedPathAtom, '/'));
    act(() => app.store.set(preparedPathAtom, null));
    expect(screen.queryByText('Welcome')).toBeNull();
    expect(screen.getByText('All versions')).toBeTruthy();
  });

  it('renders the current page once when its own link is the one rested on', () => {
    const app = twoPages();
    act(() => app.store.set(preparedPathAtom, '/versions'));
    expect(screen.getAllByText('All versions')).toHaveLength(1);
  });

  it('puts a page out of reach at once when it turns from shown to prepared (the reader went back while resting on its link)', () => {
    const app = twoPages();
    act(() => app.store.set(preparedPathAtom, '/versions'));
    app.navigate('/');
    const box = screen.getByText('All versions').closest('.route-page')!;
    expect(box.classList.contains('route-page--prepared')).toBe(true);
    expect(box.hasAttribute('inert')).toBe(true);
    expect(box.getAttribute('aria-hidden')).toBe('true');
  });
});
