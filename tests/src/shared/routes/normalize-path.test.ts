import { describe, expect, it } from 'vitest';
import { isKnownRoute } from '../../../../src/shared/routes/known-routes';
import { normalizePathname, routeKey, splitHref } from '../../../../src/shared/routes/normalize-path';

describe('normalizePathname', () => {
  it('reads the .html spellings a static host serves as the bare path', () => {
    expect(normalizePathname('/docs/index.html')).toBe('/docs/');
    expect(normalizePathname('/docs/fx.html')).toBe('/docs/fx');
    expect(normalizePathname('/index.html')).toBe('/');
    expect(normalizePathname('/.html')).toBe('/');
  });

  it('leaves other paths as they are', () => {
    expect(normalizePathname('/docs/')).toBe('/docs/');
    expect(normalizePathname('/docs/fx')).toBe('/docs/fx');
    expect(normalizePathname('/docs/v1.2')).toBe('/docs/v1.2');
  });

  it('adds the leading slash and reads the empty path as the root', () => {
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('docs/fx')).toBe('/docs/fx');
  });

  it('is idempotent, even for paths that end with ".html" twice', () => {
    expect(normalizePathname('/fx.html.html')).toBe('/fx');
    expect(normalizePathname(normalizePathname('/docs/index.html.html'))).toBe(
      normalizePathname('/docs/index.html.html'),
    );
  });
});

describe('routeKey', () => {
  it('gives every spelling of one route the same key', () => {
    const spellings = ['/docs/fx/', '/docs/fx', '/docs/fx/index.html', '/docs/fx.html', 'docs/fx', '/docs/fx//'];
    expect(new Set(spellings.map(routeKey))).toEqual(new Set(['/docs/fx']));
  });

  it('keeps the root as "/"', () => {
    expect(routeKey('/')).toBe('/');
    expect(routeKey('')).toBe('/');
    expect(routeKey('/index.html')).toBe('/');
    expect(routeKey('//')).toBe('/');
  });

  it('keeps different pages apart', () => {
    expect(routeKey('/docs/fx')).not.toBe(routeKey('/docs/fx/construct'));
    expect(routeKey('/docs/index')).toBe('/docs/index');
  });
});

describe('splitHref', () => {
  it('splits a path from its query and hash', () => {
    expect(splitHref('/docs/fx?tab=2#construct')).toEqual({ pathname: '/docs/fx', suffix: '?tab=2#construct' });
    expect(splitHref('/docs/fx#a?b')).toEqual({ pathname: '/docs/fx', suffix: '#a?b' });
    expect(splitHref('/docs/fx')).toEqual({ pathname: '/docs/fx', suffix: '' });
    expect(splitHref('#top')).toEqual({ pathname: '', suffix: '#top' });
  });
});

describe('isKnownRoute', () => {
  const routes = new Set(['/', '/docs', '/docs/fx']);

  it('knows a route under any spelling, with or without a hash or query', () => {
    for (const href of [
      '/',
      '/index.html',
      '/docs/',
      '/docs/index.html',
      '/docs/fx#summon',
      '/docs/fx.html?x=1',
      '/docs/fx/',
    ]) {
      expect(isKnownRoute(href, routes), href).toBe(true);
    }
  });

  it('does not know other routes', () => {
    expect(isKnownRoute('/docs/fx/construct', routes)).toBe(false);
    expect(isKnownRoute('/doc', routes)).toBe(false);
  });
});
