// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, setUpAppRendering } from '../../render-app';

setUpAppRendering();

/**
 * The standalone pages of the fixture site (tests/fixtures/site/content/pages/), as a reader
 * reaches them in the app: routed from their files, loaded from their data files, in the site's
 * layout without the docs sidebar.
 */
describe('a standalone page in the app', () => {
  it('shows about.md at /about: its own "#" heading as its title, its body, a table of contents, the chrome, no docs sidebar', async () => {
    renderAppAt('/about');
    const title = await screen.findByRole('heading', { level: 1, name: /^About effectie/ }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/its maintainers read every issue/)).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Maintainers', '#maintainers'],
      ['Getting in touch', '#getting-in-touch'],
    ]);
    // A relative link to a doc's file leads to the doc's route.
    const body = title.closest<HTMLElement>('.markdown')!;
    expect(within(body).getByRole('link', { name: 'Getting Started' }).getAttribute('href')).toBe('/docs/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Docs sidebar' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('About effectie | Effectie'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Who writes effectie, and how to reach them.',
    );
  });

  it('routes community/index.mdx at /community/ and /community, with its wrapper class and no table of contents', async () => {
    renderAppAt('/community');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Community' }, { timeout: 5000 });
    // The body has no "#" heading: the title is there for screen readers, as Docusaurus shows none.
    expect(heading.className).toBe('visually-hidden');
    expect(heading.closest('.standalone-page')?.classList.contains('community-page')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'about page' }).getAttribute('href')).toBe('/about#maintainers');
  });

  it('follows a link of the body to another standalone page inside the app', async () => {
    // jsdom scrolls nowhere; the app scrolls to the link's anchor.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderAppAt('/community/');
    await screen.findByRole('heading', { level: 1, name: 'Community' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('link', { name: 'about page' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^About effectie/ }, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/about');
    await waitFor(() => expect(scrolled.mock.contexts[0]).toHaveProperty('id', 'maintainers'));
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('says an unlisted page is unlisted, at the route its slug gives', async () => {
    renderAppAt('/credits');
    await screen.findByText('To everyone who sent a fix.', undefined, { timeout: 5000 });
    expect(screen.getByRole('note').textContent).toContain('This page is unlisted');
  });

  it('leaves drafts, partials and file routes that a slug replaced to the not-found page', async () => {
    for (const path of ['/roadmap', '/_snippet', '/thanks']) {
      cleanup();
      renderAppAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 }),
        path,
      ).toBeTruthy();
    }
  });
});
