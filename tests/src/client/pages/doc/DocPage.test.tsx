// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocPage } from '../../../../../src/client/pages/doc/DocPage';
import { RoutePageProvider } from '../../../../../src/client/routing/route-page-context';
import { Slugger } from '../../../../../src/node/markdown/slugger';
import { renderTabs } from '../../../../../src/node/markdown/tabs';
import { readPageSiteData } from '../../../../../src/client/site/read-page-data';
import type { DocPageData } from '../../../../../src/shared/doc-page';
import type { Sidebar } from '../../../../../src/shared/sidebar';
import { renderInApp, stubMatchMedia } from '../../render';

/**
 * The doc page as readers get it, for what Docusaurus front matter changes on it. The data is what
 * the build gives the fixture page content/current/build-tools/sbt.md of tests/fixtures/docusaurus-site
 * (tests/src/node/docs/docusaurus-site.test.ts checks that), varied one field at a time.
 */
describe('DocPage with Docusaurus front matter', () => {
  const sbt: DocPageData = {
    id: 'build-tools/sbt',
    title: 'Effectie with sbt',
    name: 'Effectie with sbt',
    titleHeading: 'shown',
    description: 'The sbt settings effectie needs.',
    keywords: ['sbt', 'build.sbt', '2024'],
    image: 'https://effectie.kevinlee.io/docs/build-tools/img/sbt-card.png',
    tags: [
      { label: 'Build tools', href: '/docs/tags/build-tools' },
      { label: 'sbt', href: '/docs/tags/tool/sbt' },
    ],
    unlisted: false,
    showSidebar: true,
    html: '<h1 id="mill">Mill</h1><p>Add the dependency.</p>',
    toc: [],
    hideTableOfContents: false,
    versionName: 'current',
    breadcrumbs: [],
    previous: undefined,
    next: undefined,
    markdownUrl: '/docs/build-tools/sbt.md',
    editUrl: 'https://example.org/edit/sbt',
    lastUpdated: { iso: '2024-03-01T00:00:00.000Z', text: 'March 1, 2024' },
  };
  const sidebar: Sidebar = [
    { type: 'doc', id: 'build-tools/sbt', label: 'sbt', href: '/docs/build-tools/sbt', className: 'sidebar-sbt' },
  ];
  const show = (edit: Partial<DocPageData> = {}) =>
    renderInApp(<DocPage data={{ ...sbt, html: '<p>Add the dependency.</p>', ...edit }} sidebar={sidebar} />, {
      path: '/docs/build-tools/sbt',
    });

  beforeEach(() => stubMatchMedia());

  it('shows the title above the body, its tags below it, each linking to its tag page, and its sidebar class', () => {
    show();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Effectie with sbt',
    ]);
    const tags = within(screen.getByRole('navigation', { name: 'Tags' })).getAllByRole('link');
    expect(tags.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Build tools', '/docs/tags/build-tools'],
      ['sbt', '/docs/tags/tool/sbt'],
    ]);
    expect(
      screen.getByRole('complementary', { name: 'Docs sidebar' }).querySelector('li.sidebar-item.sidebar-sbt a')
        ?.textContent,
    ).toBe('sbt');
  });

  it('lets a body that starts with its own "#" heading stand as the only title', () => {
    show({ titleHeading: 'in-body', html: sbt.html });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Mill']);
  });

  it('says an unlisted page is unlisted, and keeps a hidden title for screen readers only', () => {
    show({ unlisted: true, titleHeading: 'visually-hidden', tags: [] });
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('visually-hidden');
    expect(screen.queryByRole('navigation', { name: 'Tags' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('This page is unlisted. Search engines will not index it');
  });

  it('shows no title for an empty one, as Docusaurus does: the browser names the site alone, screen readers and the breadcrumb the page', () => {
    show({ title: '', name: 'release-notes', titleHeading: 'visually-hidden' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect([heading.textContent, heading.className]).toEqual(['release-notes', 'visually-hidden']);
    expect(document.title).toBe(readPageSiteData(document).config.title);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' }))
        .getByText('release-notes')
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it("keeps the description tag the page's: its own, the tagline without one, and none for an empty one", () => {
    const { tagline } = readPageSiteData(document).config;
    const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
    // The page's own description, beside its site data block.
    for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="The page before" />');
    show();
    expect(description()).toBe('The sbt settings effectie needs.');
    cleanup();
    show({ description: '' });
    expect(description()).toBeUndefined();
    cleanup();
    show({ description: undefined });
    expect(description()).toBe(tagline);
  });

  it('leaves out the sidebar when the page displays none', () => {
    show({ showSidebar: false });
    expect(screen.queryByRole('complementary', { name: 'Docs sidebar' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Effectie with sbt');
  });

  describe('prepared out of sight before a click', () => {
    const tabs = renderTabs(
      { groupId: undefined, queryString: 'build-tool', defaultValue: undefined },
      ['sbt', 'mill'].map((value) => ({ value, labelHtml: value, bodyHtml: `<p>With ${value}.</p>` })),
      new Slugger(),
      1,
    );
    const selectedTab = () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
    const prepared = (
      <RoutePageProvider location="/docs/build-tools/sbt">
        <DocPage data={{ ...sbt, html: tabs }} sidebar={sidebar} />
      </RoutePageProvider>
    );

    // The address bar is the page the reader is on until the click: its query is not this page's.
    beforeEach(() => window.history.replaceState(null, '', '/docs/other?build-tool=mill'));
    afterEach(() => window.history.replaceState(null, '', '/'));

    it("leaves the document's title, and the tab the address asks for, until it is shown", async () => {
      document.title = 'The page being read';
      const app = renderInApp(prepared, { path: '/docs/other' });
      // Everything the render started has run: its effects, and the promises they resolved.
      await act(async () => {});
      expect(document.title).toBe('The page being read');
      expect(selectedTab()).toBe('sbt');

      app.navigate('/docs/build-tools/sbt');
      expect(document.title).toBe('Effectie with sbt | Effectie');
      await waitFor(() => expect(selectedTab()).toBe('mill'));
    });
  });
});
