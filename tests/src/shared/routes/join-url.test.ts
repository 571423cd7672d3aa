import { describe, expect, it } from 'vitest';
import { stripBase, withBase } from '../../../../src/shared/routes/join-url';

describe('withBase', () => {
  it('puts a route under the base URL', () => {
    expect(withBase('/', '/docs/')).toBe('/docs/');
    expect(withBase('/effectie/', '/docs/')).toBe('/effectie/docs/');
    expect(withBase('/effectie/', '/')).toBe('/effectie/');
    expect(withBase('/a/b/', 'docs/fx')).toBe('/a/b/docs/fx');
    expect(withBase('/effectie/', '//docs')).toBe('/effectie/docs');
  });
});

describe('stripBase', () => {
  it('gives the route of a pathname under the base URL', () => {
    expect(stripBase('/', '/docs/')).toBe('/docs/');
    expect(stripBase('/effectie/', '/effectie/docs/')).toBe('/docs/');
    expect(stripBase('/effectie/', '/effectie/')).toBe('/');
    expect(stripBase('/effectie/', '/effectie')).toBe('/');
  });

  it('gives undefined outside the base URL', () => {
    expect(stripBase('/effectie/', '/docs/')).toBeUndefined();
    expect(stripBase('/effectie/', '/effectie-other/docs')).toBeUndefined();
    expect(stripBase('/effectie/', '/')).toBeUndefined();
  });

  it('undoes withBase', () => {
    for (const base of ['/', '/effectie/', '/a/b/']) {
      for (const route of ['/', '/docs/', '/docs/fx', '/versions']) {
        expect(stripBase(base, withBase(base, route)), `${base} ${route}`).toBe(route);
      }
    }
  });
});
