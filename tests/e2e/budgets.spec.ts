import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Byte budgets of a cold load, from the built files: every script and stylesheet a page's HTML
 * makes the browser fetch before anyone interacts (its entry, the modules it preloads and the
 * CSS), gzip-compressed as a static host sends them. Chunks fetched later on demand (search,
 * the mobile menu, prefetches of other pages) are not part of it.
 */
const DIST = join(import.meta.dirname, '../../dist');
const JS_BUDGET = 85 * 1024;
const CSS_BUDGET = 10 * 1024;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

function firstLoad(html: string) {
  const js = new Set([...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!));
  const css = new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!));
  return { js: [...js].reduce((sum, file) => sum + gzipSize(file), 0), css: [...css].reduce((sum, file) => sum + gzipSize(file), 0), files: js.size };
}

test('every page loads at most 85 KB of JavaScript and 10 KB of CSS (gzip) before the first interaction', () => {
  const pages = htmlFiles(DIST);
  expect(pages.length).toBeGreaterThanOrEqual(51);
  const over = pages.flatMap((page) => {
    const { js, css, files } = firstLoad(readFileSync(page, 'utf8'));
    expect(files, `${relative(DIST, page)} loads its scripts`).toBeGreaterThan(0);
    return js > JS_BUDGET || css > CSS_BUDGET ? [`${relative(DIST, page)}: ${(js / 1024).toFixed(1)} KB JS, ${(css / 1024).toFixed(1)} KB CSS`] : [];
  });
  expect(over).toEqual([]);
});

/**
 * A page's HTML without its types: no tooltips, and each typed identifier back to the token it
 * was (a link or span with aria-describedby becomes its styled span, or bare text), neighbours of
 * one colour merged again as the highlighter merges them.
 */
function withoutTypes(html: string): string {
  return html
    .replace(/<div class="type-tips" hidden>[\s\S]*?\n<\/div>\n/, '')
    .replace(/<(span|a)(?: href="[^"]*" tabindex="-1")? aria-describedby="t\.\d+"( style="[^"]*")?>([^<]*)<\/\1>/g, (_, _tag, style, text) => (style ? `<span${style}>${text}</span>` : text))
    // An identifier drawn in several colours wraps its tokens.
    .replace(/<(span|a)(?: href="[^"]*" tabindex="-1")? aria-describedby="t\.\d+">((?:[^<]|<span style="[^"]*">[^<]*<\/span>)*)<\/\1>/g, '$2')
    .replace(/<span (style="[^"]*")>([^<]*)<\/span><span \1>/g, '<span $1>$2');
}

test('the types in the examples add at most 25% to any page\'s HTML (gzip)', () => {
  const typed = htmlFiles(DIST).filter((file) => /aria-describedby="t\.\d+"/.test(readFileSync(file, 'utf8')));
  expect(typed.length).toBeGreaterThanOrEqual(47);
  const shares = typed.map((file) => {
    const html = readFileSync(file, 'utf8');
    const bare = withoutTypes(html);
    // The check must see every identifier go, or it measures nothing.
    expect(bare, relative(DIST, file)).not.toMatch(/aria-describedby="t\./);
    return { page: relative(DIST, file), share: gzipSync(html).length / gzipSync(bare).length - 1 };
  });
  expect(shares.filter(({ share }) => share > 0.25).map(({ page, share }) => `${page}: +${(share * 100).toFixed(1)}%`)).toEqual([]);
});
