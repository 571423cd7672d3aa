import { describe, expect, it } from 'vitest';
import { navbarItemSchemas } from '../../../registry/navbar-item-schemas';
import type { ConfigContext } from '../../../schema/navbar-items/define';
import { navbarItemUnions } from '../../../schema/navbar-items/item-unions';
import { navbarItemLinks, navbarItemProblems } from '../../../schema/navbar-items/problems-and-links';
import type { DocsMetadata } from '../../../src/shared/docs-metadata';

const docs: DocsMetadata = {
  pluginId: 'default',
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'index',
      mainDocPath: '/docs/',
      draftIds: [],
      banner: 'none',
      sidebars: { docsSidebar: { link: '/docs/' } },
      docs: [{ id: 'index', path: '/docs/', title: 'Intro', sidebarLabel: 'Intro', sidebar: 'docsSidebar' }],
    },
  ],
};
const context: ConfigContext = { docs, locales: ['en'], localeConfigs: { en: {} } };

const { item: itemSchema } = navbarItemUnions(navbarItemSchemas);

/** Parses an item as site.yaml would, then finds its problems and links as the build does. */
function spec(type: string, fields: Record<string, unknown>) {
  const item = itemSchema.parse({ type, ...fields });
  return {
    problems: navbarItemProblems(navbarItemSchemas, item, context),
    links: navbarItemLinks(navbarItemSchemas, item),
  };
}

describe('the problems and links of navbar items', () => {
  it('link items report their internal link, never their external one', () => {
    expect(spec('link', { label: 'A', to: '/a' }).links).toEqual([{ path: ['to'], to: '/a' }]);
    expect(spec('link', { label: 'A', href: 'https://example.org' }).links).toEqual([]);
  });

  it("dropdowns report their own link and their children's", () => {
    const { links } = spec('dropdown', {
      label: 'More',
      to: '/more',
      items: [
        { type: 'link', label: 'A', to: '/a' },
        { type: 'link', label: 'B', href: 'https://example.org' },
        { type: 'html', value: '<hr><a href="/b">B</a>' },
      ],
    });
    expect(links).toEqual([
      { path: ['to'], to: '/more' },
      { path: ['items', 0, 'to'], to: '/a' },
      { path: ['items', 2, 'value'], to: '/b', inHtml: true },
    ]);
  });

  it('version dropdowns report the links before and after the versions', () => {
    const { links } = spec('docsVersionDropdown', {
      dropdownItemsBefore: [{ type: 'link', label: 'Before', to: '/before' }],
      dropdownItemsAfter: [{ type: 'link', label: 'All versions', to: '/versions' }],
    });
    expect(links).toEqual([
      { path: ['dropdownItemsBefore', 0, 'to'], to: '/before' },
      { path: ['dropdownItemsAfter', 0, 'to'], to: '/versions' },
    ]);
  });

  it('the badge reports its link', () => {
    expect(spec('badge', { label: 'New', to: '/docs/' }).links).toEqual([{ path: ['to'], to: '/docs/' }]);
  });

  it('html items report every link of their HTML, marked as written in HTML, for the link check to sort out', () => {
    expect(
      spec('html', { value: '<a href="/versions">All</a> <a href=\'https://example.org\'>Out</a>' }).links,
    ).toEqual([
      { path: ['value'], to: '/versions', inHtml: true },
      { path: ['value'], to: 'https://example.org', inHtml: true },
    ]);
  });

  it('checks docs-references with paths relative to the item', () => {
    expect(spec('doc', { docId: 'nope' }).problems).toEqual([
      { path: ['docId'], message: 'no doc with id "nope" in version "current".' },
    ]);
    expect(spec('docsVersion', { version: 'v9' }).problems).toEqual([
      { path: ['version'], message: 'unknown version "v9"; available versions: "current".' },
    ]);
    expect(
      spec('dropdown', {
        label: 'M',
        items: [
          { type: 'link', label: 'A', to: '/a' },
          { type: 'docSidebar', sidebarId: 'other', label: 'X' },
        ],
      }).problems,
    ).toEqual([
      {
        path: ['items', 1, 'sidebarId'],
        message: 'no sidebar "other" in version "current"; available sidebars: "docsSidebar".',
      },
    ]);
    expect(spec('localeDropdown', { dropdownItemsAfter: [{ type: 'doc', docId: 'gone' }] }).problems).toEqual([
      { path: ['dropdownItemsAfter', 0, 'docId'], message: 'no doc with id "gone" in version "current".' },
    ]);
  });

  it('has nothing to say about a valid item', () => {
    expect(spec('doc', { docId: 'index' }).problems).toEqual([]);
    expect(spec('docSidebar', { sidebarId: 'docsSidebar', label: 'Docs' }).problems).toEqual([]);
    expect(spec('docsVersionDropdown', { versions: ['current'] }).problems).toEqual([]);
    expect(spec('search', {}).problems).toEqual([]);
  });
});
