import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { dataFiles, siteDataScript } from 'virtual:effectie-test/page';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { SiteConfig } from '../../schema';
import { parseSiteConfig } from '../../schema/parse';
import { render } from '../../src/client/entry-server';
import { browserSiteConfig } from '../../src/node/page-data/page-site-data';
import { dataSourceOf } from '../../src/node/page-data/page-data-files';
import { pageHtml } from '../../src/node/prerender/page-html';
import { webManifest } from '../../src/node/seo/web-manifest';
import { pageUrl } from '../../src/node/site/page-url';
import { siteIndexHtml } from '../../src/node/vite/index-html';
import { pageDataUrl, SITE_DATA_ELEMENT_ID } from '../../src/shared/page-data';
import { parsePageSiteData } from '../../src/shared/page-data-json';
import { siteDescription } from '../../src/node/seo/site-description';

/**
 * site.yaml's values, arbitrary or written to break out of where they stand, reach the page as
 * the build writes it (index.html as the site plugin fills it, then a prerendered page in it) and
 * the web manifest intact: a real HTML parser reads each back from its own element or attribute,
 * and no text stands outside the elements the page has.
 */

const RUNS = { numRuns: 60 };
const ROOT = resolve(__dirname, '../..');
const INDEX_HTML = readFileSync(resolve(ROOT, 'index.html'), 'utf8');
const FIXTURE_YAML = readFileSync(resolve(ROOT, 'tests/fixtures/site/site.yaml'), 'utf8');

// jsdom parses as browsers do (parse5); it has no types of its own.
type Jsdom = { JSDOM: new (html: string) => { window: { document: Document } } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

const fixtureData = parsePageSiteData(siteDataScript.replace(/^<script[^>]*>|<\/script>$/g, ''));
const source = dataSourceOf((file) => dataFiles[pageDataUrl(fixtureData.config.baseUrl, file)]);

/** Text written to end the element or attribute it stands in, or to start one of its own. */
const HOSTILE = [
  '"/><script>window.__pwned=1</script>',
  "'><img src=x onerror=alert(1)>",
  '</title><h1>stray</h1>',
  '<!--',
  '-->',
  '</script><p>',
  '<code class="kev-title-code">F[_]</code>',
  'Logger for <code class="kev-title-code">F[_]</code>',
  '&amp; &lt;b&gt; &#x3c;',
  // What String.replace would read as patterns.
  "$& $$ $` $'",
  ']]>',
  '\u2028\u2029',
  'Either<A, B>',
];

// Control characters aside: the HTML parser reads a carriage return as a line feed, and no one
// writes them into a title.
const printable = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
  .filter((text) => !/[\p{Cc}]/u.test(text));
const value = fc.oneof(
  printable,
  fc.constantFrom(...HOSTILE),
  fc.tuple(printable, fc.constantFrom(...HOSTILE), printable).map((parts) => parts.join('')),
);
/** A path segment as a URL may hold it, with the characters HTML escapes that a URL allows. */
const segment = fc.stringMatching(/^[A-Za-z0-9&;=()!$*+,:@~._-]{1,8}$/);

/** The fixture's site.yaml, as far as the values below reach into it. */
interface FixtureYaml {
  [key: string]: unknown;
  i18n: { localeConfigs: { en: { htmlLang: string } } };
  navbar: { title: string; items: [unknown, { dropdownItemsAfter: [{ label: string }] }, { label: string }] };
  footer: { links: [unknown, { title: string; items: [{ label: string }] }] };
}

const hostileConfig = fc
  .record({
    title: value,
    tagline: value,
    titleDelimiter: value,
    image: value,
    baseUrl: fc.array(segment, { maxLength: 2 }).map((parts) => (parts.length === 0 ? '/' : `/${parts.join('/')}/`)),
    htmlLang: value,
    navbarTitle: value,
    navbarLabel: value,
    footerTitle: value,
    footerLabel: value,
    dropdownLabel: value,
  })
  .map((values) => {
    const raw = parse(FIXTURE_YAML) as FixtureYaml;
    raw.title = values.title;
    raw.tagline = values.tagline;
    raw.titleDelimiter = values.titleDelimiter;
    raw.image = values.image;
    raw.baseUrl = values.baseUrl;
    raw.i18n.localeConfigs.en.htmlLang = values.htmlLang;
    raw.navbar.title = values.navbarTitle;
    raw.navbar.items[2].label = values.navbarLabel;
    raw.navbar.items[1].dropdownItemsAfter[0].label = values.dropdownLabel;
    raw.footer.links[1].title = values.footerTitle;
    raw.footer.links[1].items[0].label = values.footerLabel;
    return { values, config: parseSiteConfig(stringify(raw)).value };
  });

/** The home page as the build writes it, for a site whose site.yaml is `config`. */
async function builtHomePage(config: SiteConfig): Promise<string> {
  const template = siteIndexHtml(INDEX_HTML, config);
  const renderPage = pageHtml({
    entry: { render },
    template,
    manifest: {},
    config,
    docs: { pluginId: config.docs.pluginId, versions: [] },
  });
  return renderPage({ route: '/', module: 'src/client/pages/home/HomePage.tsx' }, pageData(config), source);
}

const pageData = (config: SiteConfig) => ({ ...fixtureData, config: browserSiteConfig(config) });

const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content');

const HEAD_ELEMENTS = new Set(['META', 'TITLE', 'LINK', 'SCRIPT', 'STYLE', 'TEMPLATE']);

/** Texts of the nodes that stand outside the elements the page is made of: none may. */
function strayText(document: Document): string[] {
  const texts = (nodes: NodeListOf<ChildNode>) =>
    [...nodes]
      .filter((node) => node.nodeType === 3 && node.textContent!.trim() !== '')
      .map((node) => node.textContent!);
  const strayHead = [...document.head.children].filter((element) => !HEAD_ELEMENTS.has(element.tagName));
  const strayBody = [...document.body.children].filter(
    (element) => element.id !== 'root' && element.tagName !== 'SCRIPT',
  );
  return [
    ...texts(document.head.childNodes),
    ...texts(document.body.childNodes),
    ...texts(document.documentElement.childNodes),
    ...[...strayHead, ...strayBody].map((element) => element.outerHTML),
  ];
}

describe("site.yaml's values in the built page", () => {
  it('reach the head, the body and the site data intact, and nothing stands outside its element', async () => {
    await fc.assert(
      fc.asyncProperty(hostileConfig, async ({ values, config }) => {
        const html = await builtHomePage(config);
        const { document } = new JSDOM(html).window;
        expect(strayText(document)).toEqual([]);

        // The head.
        expect(document.documentElement.getAttribute('lang')).toBe(values.htmlLang);
        // The home page's title is the site's alone.
        expect(document.querySelector('title')?.textContent).toBe(values.title);
        const description = siteDescription(config);
        if (description === '') expect(document.querySelector('meta[name="description"]')).toBeNull();
        else expect(meta(document, 'meta[name="description"]')).toBe(description);
        expect(meta(document, 'meta[property="og:site_name"]')).toBe(values.title);
        expect(meta(document, 'meta[property="og:image"]')).toBe(pageUrl(config, values.image));
        expect(meta(document, 'meta[name="theme-color"]')).toBe(config.themeColor);
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(pageUrl(config, '/'));
        expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
          `${values.baseUrl}manifest.webmanifest`,
        );
        expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
          `${values.baseUrl}${config.favicon}`,
        );
        // Every inline script is whole: the site data reads back as the page was given it.
        const siteData = document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent ?? '';
        expect(parsePageSiteData(siteData).config).toEqual(browserSiteConfig(config));
        expect(document.querySelectorAll('script:not([type])')).toHaveLength(3);

        // The body: each label is the text of its own element.
        const root = document.getElementById('root')!;
        expect(root.querySelector('.hero-title')?.textContent).toBe(values.title);
        expect(root.querySelector('.hero-tagline')?.textContent).toBe(description);
        expect(root.querySelector('.navbar-title')?.textContent).toBe(values.navbarTitle);
        const links = [...root.querySelectorAll('a')].map((link) => link.textContent);
        expect(links).toContainEqual(expect.stringContaining(values.navbarLabel));
        expect(links).toContainEqual(expect.stringContaining(values.footerLabel));
        expect([...root.querySelectorAll('.footer-title')].map((title) => title.textContent)).toContain(
          values.footerTitle,
        );
      }),
      RUNS,
    );
    // Sixty home pages rendered: seconds on a quiet machine, more on a busy one.
  }, 120_000);

  it('reach the web manifest intact, the tagline as plain text', () => {
    fc.assert(
      fc.property(hostileConfig, ({ values, config }) => {
        const manifest = JSON.parse(webManifest(config)) as Record<string, unknown>;
        expect(manifest).toMatchObject({
          name: values.title,
          short_name: values.title,
          description: siteDescription(config),
          start_url: values.baseUrl,
          theme_color: config.themeColor,
        });
      }),
      RUNS,
    );
  });

  it("a tagline with markup is its text: on the home page and as the page's description", async () => {
    const raw = parse(FIXTURE_YAML) as Record<string, unknown>;
    raw.tagline = 'Logger for <code class="kev-title-code">F[_]</code>';
    const config = parseSiteConfig(stringify(raw)).value;
    const { document } = new JSDOM(await builtHomePage(config)).window;
    expect(strayText(document)).toEqual([]);
    expect(meta(document, 'meta[name="description"]')).toBe('Logger for F[_]');
    expect(meta(document, 'meta[property="og:description"]')).toBe('Logger for F[_]');
    expect(document.querySelector('.hero-tagline')?.textContent).toBe('Logger for F[_]');
    expect(document.querySelector('.hero-tagline code')).toBeNull();
  });
});
