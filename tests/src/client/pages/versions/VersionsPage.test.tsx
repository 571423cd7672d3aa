// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../../schema/parse';
import { NavbarItem } from '../../../../../src/client/navbar/NavbarItem';
import VersionsPage from '../../../../../src/client/pages/versions/VersionsPage';
import { browserSiteConfig, pageSiteData } from '../../../../../src/node/page-data/page-site-data';
import { manyVersionsDocs, manyVersionsYaml } from '../../../../fixtures/many-versions';
import { renderInApp, stubMatchMedia } from '../../render';

// tests/src/node/page-data/page-site-data.test.ts builds this site from its files.
const config = parseSiteConfig(manyVersionsYaml(60)).value;
const docs = manyVersionsDocs(60);
const dataAt = (route: string) => pageSiteData(browserSiteConfig(config), docs, route);

describe('a site of 60 versions, whose pages carry only a summary of the others', () => {
  it('lists every version on the versions page, each linking to its main doc, with its release notes', () => {
    renderInApp(<VersionsPage />, { path: '/versions', site: dataAt('/versions') });
    const past = within(screen.getByRole('region', { name: 'Past versions' }));
    expect(
      within(screen.getByRole('region', { name: 'Current version' }))
        .getByRole('link', { name: 'Documentation' })
        .getAttribute('href'),
    ).toBe('/docs/');
    const docs = past.getAllByRole('link', { name: 'Documentation' }).map((link) => link.getAttribute('href'));
    expect(docs).toHaveLength(59);
    expect(docs.slice(0, 2)).toEqual(['/docs/v59/', '/docs/v58/']);
    expect(past.getAllByRole('link', { name: /Release notes/ })).toHaveLength(59);
  });

  it('lists every version in the version dropdown of a page of an old one', () => {
    stubMatchMedia();
    renderInApp(<NavbarItem item={config.navbar.items[0]!} placement="desktop" />, {
      path: '/docs/v7/guides/use',
      site: dataAt('/docs/v7/guides/use'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'v7.0' }));
    const labels = screen.getAllByRole('link').map((link) => link.textContent);
    expect(labels).toHaveLength(60);
    expect(labels.slice(0, 3)).toEqual(['Next', 'v59.0', 'v58.0']);
    // The current version is at hand on an old version's page: its entry leads to the same doc.
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/docs/guides/use');
  });
});
