import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../schema/parse';
import type { SearchHit } from '../../../../src/shared/search/protocol';
import { onePerPage, stripTitleSuffix } from '../../../../src/client/search/search-transforms';
import { searchSettings } from '../../../../src/client/search/settings';
import { configError, MINIMAL_SITE_YAML, yamlLines } from '../../../schema/helpers';
import { record } from './fixtures';

const hit = (fields: Parameters<typeof record>[0]): SearchHit => ({
  ...record(fields),
  _highlightResult: { hierarchy: {} },
  _snippetResult: { hierarchy: {} },
});

describe('search transforms', () => {
  it('keep one hit per page, and strip the site name from page titles without changing the hits given', () => {
    const hits = [
      hit({ url: '/a#1', lvl1: 'A | Effectie' }),
      hit({ url: '/a#2', lvl1: 'A' }),
      hit({ url: '/b', lvl1: 'Construct - F[A]' }),
    ];
    hits[0]!._snippetResult.hierarchy.lvl1 = { value: '<mark>A</mark> | Effectie', matchLevel: 'full' };
    expect(onePerPage(hits).map((one) => one.url)).toEqual(['/a#1', '/b']);
    const stripped = stripTitleSuffix(hits);
    expect(stripped.map((one) => one.hierarchy.lvl1)).toEqual(['A', 'A', 'Construct - F[A]']);
    expect(stripped[0]!._snippetResult.hierarchy.lvl1!.value).toBe('<mark>A</mark>');
    expect(hits[0]!.hierarchy.lvl1, 'the hits given are left as they were').toBe('A | Effectie');
  });
});

describe('search settings in site.yaml', () => {
  const withSearch = (...lines: string[]) => `${MINIMAL_SITE_YAML}${yamlLines('search:', ...lines)}`;

  it('applies the transform site.yaml names', () => {
    const { value } = parseSiteConfig(withSearch('  transformItems: onePerPage'));
    const settings = searchSettings(value);
    expect(settings.transformItems([hit({ url: '/a#1' }), hit({ url: '/a#2' })])).toHaveLength(1);
  });

  it('rejects an unknown transform name at its line and path, listing the registered ones', () => {
    const error = configError(() =>
      parseSiteConfig(withSearch('  contextualSearch: true', '  transformItems: onePerPag')),
    );
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatchObject({ line: 12, path: ['search', 'transformItems'] });
    expect(error.message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:19 search.transformItems: expected "onePerPage" or "stripTitleSuffix", got "onePerPag".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('asks for the whole hosted configuration when part of it is given', () => {
    const error = configError(() => parseSiteConfig(withSearch('  appId: APP123')));
    expect(error.problems.map((problem) => problem.path.join('.'))).toEqual(['search.apiKey', 'search.indexName']);
  });

  it('switches to the hosted index when appId, apiKey and indexName are set', () => {
    const { value } = parseSiteConfig(
      withSearch(
        '  appId: APP123',
        '  apiKey: key',
        '  indexName: effectie',
        '  externalUrlRegex: "^https://other\\\\.example"',
      ),
    );
    const settings = searchSettings(value);
    expect(settings.hosted).toEqual({ appId: 'APP123', apiKey: 'key', indexName: 'effectie' });
    expect(settings.externalUrlRegex?.test('https://other.example/x')).toBe(true);
    expect(searchSettings(parseSiteConfig(MINIMAL_SITE_YAML).value).hosted).toBeUndefined();
  });

  it('rejects an externalUrlRegex that is not a regular expression', () => {
    expect(configError(() => parseSiteConfig(withSearch('  externalUrlRegex: "(unclosed"'))).message).toContain(
      'search.externalUrlRegex: must be a valid regular expression',
    );
  });
});
