import { describe, expect, it } from 'vitest';
import { hitHref, hitTarget } from '../../../../src/client/search/hit-target';
import { contextualFacetFilters } from '../../../../src/client/search/search-context';
import { searchSettings } from '../../../../src/client/search/settings';
import { parseSiteConfig } from '../../../../schema/parse';
import { EFFECTIE_SITE_YAML } from '../../../schema/helpers';

describe('where a hit leads', () => {
  it("opens the site's own pages in the app, under the base URL, keeping the section anchor", () => {
    expect(hitTarget('/effectie/docs/fx#pure', '/effectie/', undefined)).toEqual({
      kind: 'internal',
      to: '/docs/fx#pure',
    });
    // A hosted index is crawled at the production origin; its pages are still this site's.
    expect(hitTarget('https://effectie.kevinlee.io/docs/fx?x=1#pure', '/', undefined)).toEqual({
      kind: 'internal',
      to: '/docs/fx?x=1#pure',
    });
    expect(hitHref({ kind: 'internal', to: '/docs/fx#pure' }, '/effectie/')).toBe('/effectie/docs/fx#pure');
  });

  it('leaves the site for URLs that match externalUrlRegex or lie outside the base', () => {
    expect(hitTarget('https://blog.example.org/post', '/', /blog\.example/)).toEqual({
      kind: 'external',
      href: 'https://blog.example.org/post',
    });
    expect(hitTarget('/other/page', '/effectie/', undefined)).toEqual({ kind: 'external', href: '/other/page' });
  });
});

describe('contextual search filters', () => {
  const settings = searchSettings(parseSiteConfig(EFFECTIE_SITE_YAML).value);

  it('filter by the site language and the tags of the version being read', () => {
    expect(contextualFacetFilters(settings, 'v1')).toEqual(['language:en', ['version:v1']]);
  });

  it("keep the standalone pages beside the version on a site that has some, as Docusaurus's contextual search does", () => {
    expect(contextualFacetFilters(settings, 'v1', true)).toEqual([
      'language:en',
      ['version:v1', 'docusaurus_tag:default'],
    ]);
  });

  it('are absent when contextual search is off', () => {
    expect(contextualFacetFilters({ ...settings, contextual: false }, 'v1')).toBeUndefined();
  });
});
