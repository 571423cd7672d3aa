import { describe, expect, it } from 'vitest';
import { createDocLinkResolver } from '../../../../src/node/docs/resolve-doc-link';

const routeByFile = new Map([
  ['content/current/index.md', '/docs/'],
  ['content/current/fx/index.md', '/docs/fx/'],
  ['content/current/fx/construct.md', '/docs/fx/construct'],
  ['content/current/my page.md', '/docs/my page'],
]);
const routes = new Set(['/', '/docs', '/docs/fx', '/docs/fx/construct', '/versions']);
const resolve = createDocLinkResolver('content/current/fx/index.md', routeByFile, routes);

describe('createDocLinkResolver', () => {
  it('turns a relative .md path into the route of that doc, keeping its hash', () => {
    expect(resolve('./construct.md')).toBe('/docs/fx/construct');
    expect(resolve('construct.md#summon')).toBe('/docs/fx/construct#summon');
    expect(resolve('../index.md')).toBe('/docs/');
    expect(resolve('../my%20page.md')).toBe('/docs/my page');
  });

  it('keeps absolute links to known routes as written', () => {
    expect(resolve('/versions')).toBe('/versions');
    expect(resolve('/docs/fx/#construct')).toBe('/docs/fx/#construct');
    expect(resolve('/docs/fx/construct.html')).toBe('/docs/fx/construct.html');
  });

  it('returns undefined for links that lead nowhere', () => {
    expect(resolve('./missing.md')).toBeUndefined();
    expect(resolve('/nowhere')).toBeUndefined();
    expect(resolve('construct')).toBeUndefined();
    expect(resolve('../../outside.md')).toBeUndefined();
  });
});
