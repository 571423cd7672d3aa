import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../../../../src/node/docs/route-matcher';

describe('createRouteMatcher', () => {
  const match = createRouteMatcher(new Set(['/', '/docs', '/docs/guides', '/docs/API', '/docs/api', '/docs/café']), [
    '/docs/',
    '/docs/guides/',
  ]);

  it('answers the route as the site spells it, with or without its trailing slash', () => {
    expect(match('/docs')).toBe('/docs/');
    expect(match('/docs/guides///')).toBe('/docs/guides/');
    expect(match('/')).toBe('/');
  });

  it('matches letters of either case, unless two routes differ only in case', () => {
    expect(match('/DOCS/Guides')).toBe('/docs/guides/');
    expect(match('/docs/API')).toBe('/docs/API');
    expect(match('/docs/api')).toBe('/docs/api');
    expect(match('/docs/Api')).toBeUndefined();
  });

  it('matches a path percent-encoded or not, and a malformed one by its text', () => {
    expect(match('/docs/caf%C3%A9')).toBe('/docs/café');
    expect(match('/docs/café')).toBe('/docs/café');
    expect(match('/docs/%E0%A4%A')).toBeUndefined();
  });
});
