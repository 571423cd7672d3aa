import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKnownRoute } from '../../src/shared/routes/known-routes';
import { stripBase, withBase } from '../../src/shared/routes/join-url';
import { normalizePathname, routeKey, splitHref } from '../../src/shared/routes/normalize-path';

const RUNS = { numRuns: 200 };

/** A path segment as docs use them: never empty and without "/", "?" or "#". */
const segment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,10}$/);
/**
 * Segments that do not end with ".html". A folder named "fx.html" has no route key of its own:
 * without its trailing slash, "/fx.html/" is "/fx.html", which hosts serve for the page "/fx".
 * Page names that end with ".html" have their own property below.
 */
const plainSegment = segment.filter((text) => !text.endsWith('.html'));
const segments = fc.array(plainSegment, { maxLength: 5 });
/** A pathname with or without its trailing slash, in any of the spellings a host serves. */
const pathname = fc.tuple(segments, fc.constantFrom('', '/', '/index.html', '.html')).map(([parts, ending]) => {
  const path = `/${parts.join('/')}`;
  if (ending === '.html') return parts.length === 0 ? '/index.html' : `${path}.html`;
  return path === '/' ? (ending === '/index.html' ? '/index.html' : '/') : `${path}${ending}`;
});
const baseUrl = fc.array(segment, { maxLength: 3 }).map((parts) => (parts.length === 0 ? '/' : `/${parts.join('/')}/`));
const suffix = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^#[a-z0-9-]{0,10}$/),
  fc.stringMatching(/^\?[a-z0-9=&]{0,10}(#[a-z-]{0,5})?$/),
);

describe('route properties', () => {
  it('normalizePathname is idempotent', () => {
    fc.assert(
      fc.property(pathname, (path) => normalizePathname(normalizePathname(path)) === normalizePathname(path)),
      RUNS,
    );
  });

  it('a page whose name ends with .html, spelled with any number of .html, normalises once and for all', () => {
    fc.assert(
      fc.property(segments, segment, fc.integer({ min: 1, max: 3 }), (folders, name, count) => {
        const path = `/${[...folders, `${name}.html`].join('/')}${'.html'.repeat(count)}`;
        expect(normalizePathname(normalizePathname(path))).toBe(normalizePathname(path));
        expect(routeKey(routeKey(path))).toBe(routeKey(path));
      }),
      RUNS,
    );
  });

  it('routeKey is idempotent and never ends with a slash except for the root', () => {
    fc.assert(
      fc.property(pathname, (path) => {
        const key = routeKey(path);
        expect(routeKey(key)).toBe(key);
        expect(key.startsWith('/')).toBe(true);
        if (key !== '/') expect(key.endsWith('/')).toBe(false);
      }),
      RUNS,
    );
  });

  it('a directory path and its index.html share one route key', () => {
    fc.assert(
      fc.property(segments, fc.boolean(), (parts, slash) => {
        const directory = `/${parts.join('/')}${slash && parts.length > 0 ? '/' : ''}`;
        expect(routeKey(`${directory.replace(/\/$/, '')}/index.html`)).toBe(routeKey(directory));
        expect(routeKey(`${directory}${directory.endsWith('/') ? '' : '/'}`)).toBe(routeKey(directory));
      }),
      RUNS,
    );
  });

  it('a page path and its .html file share one route key', () => {
    const page = fc.array(plainSegment, { minLength: 1, maxLength: 5 }).filter((parts) => parts.at(-1) !== 'index');
    fc.assert(
      fc.property(page, (parts) => routeKey(`/${parts.join('/')}.html`) === routeKey(`/${parts.join('/')}`)),
      RUNS,
    );
  });

  it('distinct pages keep distinct route keys', () => {
    const page = fc
      .array(
        plainSegment.filter((text) => text !== 'index'),
        { minLength: 1, maxLength: 4 },
      )
      .map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(page, page, (a, b) => (a === b) === (routeKey(a) === routeKey(b))),
      RUNS,
    );
  });

  it('splitHref splits without losing anything, and the path holds no query or hash', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        const { pathname: path, suffix: rest } = splitHref(href);
        expect(path + rest).toBe(href);
        expect(/[?#]/.test(path)).toBe(false);
        if (rest !== '') expect('?#').toContain(rest[0]);
      }),
      RUNS,
    );
  });

  it('a hash or query never changes whether a link is known', () => {
    const routes = new Set(['/', '/docs', '/docs/fx', '/versions']);
    fc.assert(
      fc.property(
        pathname,
        suffix,
        (path, rest) => isKnownRoute(`${path}${rest}`, routes) === isKnownRoute(path, routes),
      ),
      RUNS,
    );
  });

  it('stripBase undoes withBase for every base URL and route', () => {
    fc.assert(
      fc.property(baseUrl, pathname, (base, route) => stripBase(base, withBase(base, route)) === route),
      RUNS,
    );
  });

  it('withBase keeps every route under the base URL', () => {
    fc.assert(
      fc.property(baseUrl, pathname, (base, route) => {
        const url = withBase(base, route);
        expect(url.startsWith(base)).toBe(true);
        expect(url.includes('//')).toBe(false);
      }),
      RUNS,
    );
  });
});
