import { describe, expect, it } from 'vitest';
import { pageId, pageRoute } from '../../../../src/node/pages/page-route';

/** The routes Docusaurus's pages plugin gives the same files (its fileToPath, encodePath and normalizeUrl). */
describe('pageRoute, as Docusaurus routes src/pages/', () => {
  it.each([
    ['index.md', undefined, '/'],
    ['index.mdx', undefined, '/'],
    ['about.md', undefined, '/about'],
    ['hello/index.md', undefined, '/hello/'],
    ['hello/world.mdx', undefined, '/hello/world'],
    ['hello/Index.md', undefined, '/hello/'],
    ['deep/nested/page.md', undefined, '/deep/nested/page'],
    ['with space/café.md', undefined, '/with%20space/caf%C3%A9'],
    ['indexes.md', undefined, '/indexes'],
    ['my-index.md', undefined, '/my-index'],
    ['hello/mdxPage.mdx', '/custom-mdx/slug', '/custom-mdx/slug'],
    ['hello/page.md', 'custom', '/custom'],
    ['hello/page.md', '/folder/', '/folder/'],
    ['hello/page.md', '/', '/'],
    ['hello/page.md', '//double//slashes', '/double/slashes'],
  ])('%s with slug %s is %s', (file, slug, route) => {
    expect(pageRoute(file, slug)).toBe(route);
  });

  it('names a page by its file without the extension', () => {
    expect([pageId('index.md'), pageId('hello/index.mdx'), pageId('about.md')]).toEqual([
      'index',
      'hello/index',
      'about',
    ]);
  });
});
