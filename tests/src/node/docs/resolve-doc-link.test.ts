import { describe, expect, it } from 'vitest';
import { createDocLinkResolver, type LinkTargets } from '../../../../src/node/docs/resolve-doc-link';
import { createRouteMatcher } from '../../../../src/node/docs/route-matcher';
import { routeKey } from '../../../../src/shared/routes/normalize-path';

// The pages of a docs folder in Docusaurus's layout, at the routes Docusaurus gives them: the doc
// whose slug is "/" and a category's index doc end with "/".
const routeByFile = new Map([
  ['content/current/intro.mdx', '/docs/'],
  ['content/current/guides/README.md', '/docs/guides/'],
  ['content/current/guides/install.md', '/docs/guides/installation'],
  ['content/current/learn/tutorials/tutorials.md', '/docs/learn/tutorials/'],
  ['content/current/learn/tutorials/01-first.md', '/docs/learn/tutorials/first'],
  ['content/current/reference/server.md', '/docs/reference/server'],
  ['content/current/reference/client.md', '/docs/reference/client'],
  ['content/current/my page.md', '/docs/my page'],
  ['content/v1/index.md', '/docs/v1/'],
]);
const routes = new Set([...routeByFile.values(), '/', '/search', '/versions'].map(routeKey));
const targets = (baseUrl: string): LinkTargets => ({
  baseUrl,
  routeByFile,
  matchRoute: createRouteMatcher(routes, routeByFile.values()),
});
const pageOf = (fileName: string) => ({ fileName, path: routeByFile.get(fileName)! });

const INTRO = 'content/current/intro.mdx';
const CATEGORY_INDEX = 'content/current/learn/tutorials/tutorials.md';
const SERVER = 'content/current/reference/server.md';
const README = 'content/current/guides/README.md';

describe('createDocLinkResolver: a link as Docusaurus reads it', () => {
  // [page, link as written, where it leads (undefined: nowhere)]
  it.each([
    // Without .md or .mdx, a link is a URL relative to the page's address.
    [INTRO, 'guides/installation', '/docs/guides/installation'],
    [INTRO, './guides/installation', '/docs/guides/installation'],
    [INTRO, 'v1', '/docs/v1/'],
    [INTRO, '../versions', '/versions'],
    [CATEGORY_INDEX, 'first', '/docs/learn/tutorials/first'],
    [CATEGORY_INDEX, '.', '/docs/learn/tutorials/'],
    [CATEGORY_INDEX, '../../reference/server', '/docs/reference/server'],
    [SERVER, 'client', '/docs/reference/client'],
    [SERVER, '../guides/installation', '/docs/guides/installation'],
    [SERVER, '../../versions', '/versions'],
    // The same link on a page whose address has no trailing slash leads one folder up.
    [SERVER, 'first', undefined],
    [CATEGORY_INDEX, '../tutorials/first', '/docs/learn/tutorials/first'],
    // A trailing slash and the case of letters make no difference; the route is written as the site spells it.
    [INTRO, 'guides', '/docs/guides/'],
    [SERVER, '../guides/', '/docs/guides/'],
    [INTRO, 'Guides/Installation', '/docs/guides/installation'],
    [SERVER, '../guides/installation/', '/docs/guides/installation'],
    // Encoded or not.
    [INTRO, 'my%20page', '/docs/my page'],
    [INTRO, 'my page', '/docs/my page'],
    // The query and the hash are kept; a link of only a query is the page itself.
    [INTRO, 'guides/installation?tab=sbt#usage', '/docs/guides/installation?tab=sbt#usage'],
    [INTRO, '?tab=sbt', '/docs/?tab=sbt'],
    // A path from the root is a path of the site.
    ['content/current/guides/install.md', '/docs/guides', '/docs/guides/'],
    [INTRO, '/versions#top', '/versions#top'],
    [INTRO, '/docs/reference/client.html', '/docs/reference/client'],
    [INTRO, '/Docs/Reference/Client/', '/docs/reference/client'],
    // With .md or .mdx, a link is the path of a file, from the page's file.
    [README, './install.md#sbt', '/docs/guides/installation#sbt'],
    [README, '../intro.mdx', '/docs/'],
    [README, '../my%20page.md', '/docs/my page'],
    [INTRO, 'guides/installation.md', undefined],
    [README, './missing.md', undefined],
    [README, '../../outside.md', undefined],
    // Nowhere.
    [INTRO, 'nowhere', undefined],
    [INTRO, '/nowhere', undefined],
    [INTRO, '/docs/guides/installation/more', undefined],
  ])('on %s, "%s" leads to %s', (fileName, href, expected) => {
    expect(createDocLinkResolver(pageOf(fileName), targets('/'))(href)).toBe(expected);
  });

  it('reads a relative link from the page under the base URL, so one that climbs out of it leads nowhere', () => {
    const resolve = createDocLinkResolver(pageOf(INTRO), targets('/effectie/'));
    expect(resolve('../versions')).toBe('/versions');
    expect(resolve('guides')).toBe('/docs/guides/');
    expect(resolve('../../versions')).toBeUndefined();
    expect(resolve('/versions')).toBe('/versions');
  });

  it('gives a link the check leaves alone the address its URL names, a route or not', () => {
    const resolve = createDocLinkResolver(pageOf(SERVER), targets('/'));
    expect(resolve('../../api/index.html', { checked: false })).toBe('/api/index.html');
    expect(resolve('/api/', { checked: false })).toBe('/api/');
    expect(resolve('client', { checked: false })).toBe('/docs/reference/client');
    expect(resolve('./missing.md', { checked: false })).toBeUndefined();
  });
});
