/**
 * Random and hostile addresses for the site, generated deterministically (a seeded PRNG), so a
 * failure names an address that the next run tries again.
 */

type HostileKind =
  | 'long-path'
  | 'percent-junk'
  | 'bad-escape'
  | 'traversal'
  | 'markup-in-path'
  | 'markup-in-query'
  | 'markup-in-hash'
  | 'unicode'
  | 'double-slash'
  | 'html-variant'
  | 'random-query';

export interface HostileUrl {
  kind: HostileKind;
  /** Path, query and hash as typed after the origin (may not be a valid URL as it stands). */
  address: string;
  /** Strings that must never come back in a response as they are (unescaped). */
  payloads: string[];
}

/** Script payloads: each sets window.__xss or opens a dialog if it ever runs. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror="window.__xss=1">',
  "'><img src=x onerror=window.__xss=1>",
  '<img src=x onerror=alert(document.domain)>',
  '<svg onload=window.__xss=1>',
  '</title><script>window.__xss=1</script>',
  'javascript:window.__xss=1',
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
  '{{constructor.constructor("window.__xss=1")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, sent as it is written.
  '${window.__xss=1}',
];

/** Percent-escapes that do not decode: truncated, non-hex, overlong or lone surrogates. */
const BAD_ESCAPES = [
  '%E0%A4%A',
  '%',
  '%%',
  '%G1',
  '%E0%A4',
  '%C0%AF',
  '%ED%A0%80',
  '%uD800',
  '%F0%9F%98',
  '%FF%FE',
  '%2',
  '%%32%65',
];

const TRAVERSALS = [
  '/../../../../etc/passwd',
  '/docs/../../../package.json',
  '/assets/../../site.yaml',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e%2f%2e%2e%2fpackage.json',
  '/docs/%2e%2e%2f%2e%2e%2fsrc%2fnode%2fserve.ts',
  '/..%5c..%5c..%5cwindows%5cwin.ini',
  '/%252e%252e%252fpackage.json',
  '/.%2e/.%2e/site.yaml',
  '/assets/..%2f..%2fpackage.json',
  '/docs/..;/..;/package.json',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/docs/%00../../package.json',
  '/.git/config',
  '/.env',
  '/node_modules/react/package.json',
];

const UNICODE = [
  '日本語',
  'ünïcödé',
  '😀🚀',
  'עברית',
  '\u202Eevil',
  'zero\u200Bwidth',
  'Ω≈ç√∫',
  'ﬁ',
  'İstanbul',
  '\uFEFFbom',
  'a\u0301',
  '𝔘𝔫𝔦',
];

const QUERY_JUNK = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a[]=1&a[]=2',
  'q=',
  'q',
  '&&&',
  '=',
  'version=../../etc',
  'version=v0-gone',
  'utm_source=test&utm_medium=%F0%9F%98%80',
  'redirect=//evil.example.com',
  'next=javascript:alert(1)',
];

/** mulberry32: small, fast and the same everywhere. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Percent-encodes every byte of a string (even the ones that need none), as crude clients do. */
const encodeAll = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** The hostile addresses: `count` of them, cycling through the kinds, from `realRoutes` where a real page is wanted. */
export function hostileUrls(realRoutes: readonly string[], count = 500, seed = 0x5eed): HostileUrl[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const int = (max: number) => Math.floor(random() * max);
  const word = (length: number) =>
    Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789-_.~'[int(40)]).join('');
  const route = () => pick(realRoutes);
  const makers: Record<HostileKind, () => HostileUrl> = {
    'long-path': () => {
      const segment = pick(['a/', 'docs/', '..%2f', '%41', `${word(7)}/`]);
      const length = 8 * 1024 - int(512);
      return {
        kind: 'long-path',
        address: `/${segment.repeat(Math.ceil(length / segment.length)).slice(0, length)}`,
        payloads: [],
      };
    },
    'percent-junk': () => {
      const junk = Array.from(
        { length: 1 + int(12) },
        () => `%${int(256).toString(16).toUpperCase().padStart(2, '0')}`,
      ).join('');
      return {
        kind: 'percent-junk',
        address: `${pick(['/', '/docs/', '/docs/v1/', route()])}${junk}${pick(['', '/', '.html', `?x=${junk}`])}`,
        payloads: [],
      };
    },
    'bad-escape': () => {
      const badEscape = pick(BAD_ESCAPES);
      const where = int(4);
      const base = route();
      const address =
        where === 0
          ? `${base}${base.endsWith('/') ? '' : '/'}${badEscape}`
          : where === 1
            ? `${base}?q=${badEscape}`
            : where === 2
              ? `/search?q=${badEscape}&version=${badEscape}`
              : `${base}#${badEscape}`;
      return { kind: 'bad-escape', address, payloads: [] };
    },
    traversal: () => ({ kind: 'traversal', address: pick(TRAVERSALS), payloads: [] }),
    'markup-in-path': () => {
      const payload = pick(XSS_PAYLOADS);
      const encoded = int(2) === 0 ? encodeURIComponent(payload) : encodeAll(payload);
      return {
        kind: 'markup-in-path',
        address: `${pick(['/', '/docs/', '/docs/v1/docs/', `${route()}/`])}${encoded}`,
        payloads: [payload],
      };
    },
    'markup-in-query': () => {
      const payload = pick(XSS_PAYLOADS);
      const key = pick(['q', 'version', 'x', 'from']);
      return {
        kind: 'markup-in-query',
        address: `${pick(['/search', '/', route()])}?${key}=${encodeURIComponent(payload)}`,
        payloads: [payload],
      };
    },
    'markup-in-hash': () => {
      const payload = pick(XSS_PAYLOADS);
      return {
        kind: 'markup-in-hash',
        address: `${route()}#${int(2) === 0 ? encodeURIComponent(payload) : payload}`,
        payloads: [payload],
      };
    },
    unicode: () => {
      const text = pick(UNICODE);
      return {
        kind: 'unicode',
        address: `${pick(['/', '/docs/', route()])}${int(2) === 0 ? encodeURIComponent(text) : text}${pick(['', '/', `?q=${encodeURIComponent(text)}`])}`,
        payloads: [],
      };
    },
    'double-slash': () => {
      const real = route();
      const variants = [
        `/${real}`,
        real.replace(/\//g, '//'),
        `${real}//`,
        `//evil.example.com${real}`,
        `///${real.slice(1)}`,
        `${real.replace(/\/$/, '')}//x`,
      ];
      return { kind: 'double-slash', address: pick(variants), payloads: [] };
    },
    'html-variant': () => {
      const real = route();
      const bare = real.replace(/\/$/, '');
      const variants = [
        real.endsWith('/') ? `${real}index.html` : `${real}.html`,
        `${bare}.html?${word(5)}=${word(8)}`,
        `${bare}.HTML`,
        `${bare}/index.htm`,
        `${bare}.html/`,
        `${bare}.html#${word(6)}`,
        `${bare}.json`,
        `${bare}.js`,
      ];
      return { kind: 'html-variant', address: pick(variants), payloads: [] };
    },
    'random-query': () => {
      const parts = Array.from({ length: 1 + int(4) }, () =>
        int(3) === 0 ? pick(QUERY_JUNK) : `${word(1 + int(8))}=${encodeURIComponent(word(int(20)))}`,
      );
      return {
        kind: 'random-query',
        address: `${route()}?${parts.join('&')}${int(4) === 0 ? `#${word(6)}` : ''}`,
        payloads: [],
      };
    },
  };
  const kinds = Object.keys(makers) as HostileKind[];
  return Array.from({ length: count }, (_, index) => makers[kinds[index % kinds.length]!]());
}

/**
 * The address as a raw HTTP request line would carry it: what the browser would send for the
 * characters it must escape (spaces, non-ASCII), everything else untouched (no dot-segment
 * removal, no re-encoding of `<`, `"` or `%`), and no hash.
 */
export function rawRequestPath(address: string): string {
  const withoutHash = address.split('#')[0]!;
  return Array.from(withoutHash, (char) => (/[\u0021-\u007e]/.test(char) ? char : encodeURIComponent(char))).join('');
}
