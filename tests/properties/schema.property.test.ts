import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { SiteConfigError } from '../../schema/config-error';
import { formatPath, type ConfigPath } from '../../schema/locate';
import { parseSiteConfig } from '../../schema/parse';

const RUNS = { numRuns: 150 };

type Raw = Record<string, unknown>;

// ---- Arbitraries of valid site.yaml contents, as a site owner would write them ----

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 });
const word = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,11}$/);
const segment = fc.stringMatching(/^[a-zA-Z0-9_-]{1,10}$/);
const internalPath = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
const webUrl = fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true });
const siteUrl = fc
  .tuple(fc.constantFrom('http', 'https'), fc.domain())
  .map(([scheme, domain]) => `${scheme}://${domain}`);
const baseUrl = fc.array(segment, { maxLength: 3 }).map((parts) => (parts.length === 0 ? '/' : `/${parts.join('/')}/`));
const position = fc.option(fc.constantFrom('left', 'right'), { nil: undefined });
const className = fc.option(word, { nil: undefined });

/** Leaves out the keys whose value is undefined, as a site owner leaves out optional keys. */
const defined = (raw: Raw): Raw => Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));

const target = fc.oneof(
  internalPath.map((to) => ({ to })),
  webUrl.map((href) => ({ href })),
);

const linkItem = fc
  .record({ label: text, position, className, target })
  .map(({ target: link, ...rest }) => defined({ type: 'link', ...rest, ...link }));
const htmlItem = fc.record({ value: text, position, className }).map((item) => defined({ type: 'html', ...item }));
const docsVersionItem = fc
  .record({ position, version: fc.option(word, { nil: undefined }), label: fc.option(text, { nil: undefined }) })
  .map((item) => defined({ type: 'docsVersion', ...item }));
const navbarItem = fc.oneof(linkItem, htmlItem, docsVersionItem);

const footerLink = fc.oneof(
  fc.record({ label: text, to: internalPath }),
  fc.record({ label: text, href: webUrl }),
  fc.record({ label: text, html: text }),
);
const footerLinks = fc.oneof(
  fc.array(fc.record({ title: text, items: fc.array(footerLink, { minLength: 1, maxLength: 3 }) }), { maxLength: 3 }),
  fc.array(footerLink, { minLength: 1, maxLength: 4 }),
);
const footer = fc
  .record({
    style: fc.option(fc.constantFrom('light', 'dark'), { nil: undefined }),
    links: footerLinks,
    copyright: fc.option(text, { nil: undefined }),
  })
  .map(defined);

const version = fc
  .record({
    name: word,
    label: text,
    path: internalPath,
    sidebar: word,
    banner: fc.option(fc.constantFrom('none', 'unmaintained', 'unreleased'), { nil: undefined }),
  })
  .map(defined);

const siteConfig: fc.Arbitrary<Raw> = fc
  .record({
    title: text,
    tagline: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
    url: siteUrl,
    baseUrl: fc.option(baseUrl, { nil: undefined }),
    favicon: fc
      .tuple(text, fc.constantFrom('svg', 'png', 'ico', 'jpg', 'jpeg', 'gif', 'webp'))
      .map(([name, extension]) => `${name}.${extension}`),
    colorMode: fc.option(fc.record({ defaultMode: fc.constantFrom('light', 'dark'), disableSwitch: fc.boolean() }), {
      nil: undefined,
    }),
    navbar: fc
      .record({ title: fc.option(text, { nil: undefined }), items: fc.array(navbarItem, { maxLength: 5 }) })
      .map(defined),
    footer: fc.option(footer, { nil: undefined }),
    docs: fc.record({ versions: fc.array(version, { minLength: 1, maxLength: 3 }) }),
  })
  .map(defined);

function parse(raw: unknown) {
  return parseSiteConfig(stringify(raw)).value;
}

// ---- Mutations that break exactly one field ----

interface Mutation {
  path: ConfigPath;
  apply: (raw: Raw) => void;
}

function setIn(raw: Raw, path: ConfigPath, value: unknown) {
  let node = raw as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

const set = (path: ConfigPath, value: unknown): Mutation => ({ path, apply: (raw) => setIn(raw, path, value) });

/** Every single-field mutation that applies to `raw`, each with the path its error must name. */
function mutations(raw: Raw): Mutation[] {
  const items = (raw.navbar as { items: Raw[] }).items;
  const versions = (raw.docs as { versions: Raw[] }).versions;
  const list: Mutation[] = [
    // Wrong types.
    set(['title'], 42),
    set(['favicon'], ['a', 'list']),
    set(['url'], true),
    set(['baseUrl'], 7),
    set(['navbar', 'title'], { nested: 'mapping' }),
    set(['docs', 'versions', versions.length - 1, 'label'], false),
    set(['colorMode'], 'dark'),
    // Values outside an enum.
    set(['docs', 'versions', 0, 'banner'], 'deprecated'),
    {
      path: ['footer', 'style'],
      apply: (raw) => {
        raw.footer = { ...(raw.footer as Raw | undefined), style: 'blue' };
      },
    },
    // Unknown keys.
    set(['titel'], 'Effectie'),
    set(['docs', 'versions', 0, 'labl'], 'v1'),
  ];
  items.forEach((item, index) => {
    list.push(set(['navbar', 'items', index, 'position'], 'middle'));
    list.push(set(['navbar', 'items', index, 'colour'], 'red'));
    list.push(set(['navbar', 'items', index, 'type'], 'clock'));
    list.push(set(['navbar', 'items', index, 'className'], 3));
    if (item.type === 'link') list.push(set(['navbar', 'items', index, 'label'], 5));
  });
  return list;
}

const mutated = siteConfig.chain((raw) =>
  fc.constantFrom(...mutations(raw)).map((mutation) => {
    const copy = structuredClone(raw);
    mutation.apply(copy);
    return { raw: copy, mutation };
  }),
);

describe('site.yaml schema properties', () => {
  it('every valid configuration loads, and round-trips through YAML unchanged', () => {
    fc.assert(
      fc.property(siteConfig, (raw) => {
        const once = parse(raw);
        expect(once.title).toBe(raw.title);
        expect(once.navbar.items).toHaveLength((raw.navbar as { items: unknown[] }).items.length);
        for (const item of once.navbar.items) expect(['left', 'right']).toContain(item.position);
        expect(parse(once)).toEqual(once);
      }),
      RUNS,
    );
  });

  it('a navbar item keeps its position, and sits on the left without one, as in Docusaurus', () => {
    fc.assert(
      fc.property(siteConfig, (raw) => {
        const items = (raw.navbar as { items: Raw[] }).items;
        parse(raw).navbar.items.forEach((item, index) => {
          expect(item.position).toBe(items[index]!.position ?? 'left');
        });
      }),
      RUNS,
    );
  });

  it('breaking one field gives a SiteConfigError that names exactly that field', () => {
    fc.assert(
      fc.property(mutated, ({ raw, mutation }) => {
        let error: unknown;
        try {
          parse(raw);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(SiteConfigError);
        const problems = (error as SiteConfigError).problems;
        const paths = problems.map((problem) => formatPath(problem.path));
        expect(paths).toContain(formatPath(mutation.path));
        expect(
          paths.every((path) => path === formatPath(mutation.path)),
          paths.join(', '),
        ).toBe(true);
        for (const problem of problems) {
          expect(problem.message).toMatch(/\.$/);
          expect(problem.line).toBeGreaterThanOrEqual(1);
        }
      }),
      RUNS,
    );
  });
});
