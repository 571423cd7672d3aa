import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VersionSummary } from '../../../src/shared/docs-metadata';
import {
  compactSummaries,
  expandSummaries,
  pageSiteDataJson,
  parsePageSiteData,
} from '../../../src/shared/page-data-json';
import type { PageSiteData } from '../../../src/shared/page-data';

const current: VersionSummary = {
  name: 'current',
  label: 'v2.2.0',
  isLast: true,
  path: '/docs',
  mainDocPath: '/docs/',
  banner: 'none',
  releaseNotes: 'https://example.org/v2.2.0',
};
const v1: VersionSummary = {
  name: 'v1',
  label: 'v1',
  isLast: false,
  path: '/docs/v1',
  mainDocPath: '/docs/v1/',
  banner: 'unmaintained',
};

const name = fc.stringMatching(/^[a-z0-9.-]{1,8}$/);
const path = fc.oneof(
  fc.constantFrom('', '/', '/docs', '/docs/'),
  name.map((segment) => `/docs/${segment}`),
  name.map((segment) => `/${segment}/`),
);
const summary: fc.Arbitrary<VersionSummary> = fc.record(
  {
    name,
    label: fc.oneof(name, fc.string({ maxLength: 6 })),
    isLast: fc.boolean(),
    path,
    mainDocPath: fc.oneof(
      path,
      path.map((value) => `${value.replace(/\/+$/, '')}/`),
      path.map((value) => `${value}/intro`),
    ),
    banner: fc.constantFrom('none', 'unmaintained', 'unreleased' as const),
    releaseNotes: fc.webUrl(),
  },
  { requiredKeys: ['name', 'label', 'isLast', 'path', 'mainDocPath', 'banner'] },
);

describe('the version summaries a page carries', () => {
  it('come back as they were, whatever they say', () => {
    fc.assert(
      fc.property(fc.array(summary, { maxLength: 6 }), (versions) => {
        expect(expandSummaries(compactSummaries(versions))).toEqual(versions);
      }),
    );
  });

  it('keep of an archived version with the usual label, path, main doc and banner only its name', () => {
    expect(compactSummaries([current, v1])).toEqual([
      { name: 'current', label: 'v2.2.0', path: '/docs', releaseNotes: 'https://example.org/v2.2.0' },
      { name: 'v1' },
    ]);
  });

  it('keep what differs from the usual: a main doc that is not the home page, an unreleased banner, a path of its own', () => {
    const odd: VersionSummary = { ...v1, path: '/old/v1', mainDocPath: '/old/v1/intro', banner: 'unreleased' };
    expect(compactSummaries([current, odd])[1]).toEqual({
      name: 'v1',
      path: '/old/v1',
      mainDocPath: '/old/v1/intro',
      banner: 'unreleased',
    });
  });
});

describe("a page's JSON block", () => {
  it('reads back as the site data it was written from', () => {
    const data: PageSiteData = {
      config: { title: 'Site' } as PageSiteData['config'],
      versions: [current, v1],
      version: { name: 'current', mainDocId: 'index', docs: [], draftIds: [], sidebars: {} },
    };
    expect(parsePageSiteData(pageSiteDataJson(data))).toEqual(data);
  });
});
