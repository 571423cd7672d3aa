import { describe, expect, it } from 'vitest';
import { computedValues, yearTemplate } from '../../../../src/node/import-docusaurus/computed-values';

describe('computedValues', () => {
  it('finds the copyright line a config computes from the clock and writes its year as {year}', () => {
    const today = { title: 'Site', themeConfig: { footer: { copyright: 'Copyright © 2026 Me, since 2019' } } };
    const later = { title: 'Site', themeConfig: { footer: { copyright: 'Copyright © 2063 Me, since 2019' } } };
    expect(computedValues(today, later, 2026, 2063)).toEqual([
      {
        path: ['themeConfig', 'footer', 'copyright'],
        value: 'Copyright © 2026 Me, since 2019',
        yearTemplate: 'Copyright © {year} Me, since 2019',
      },
    ]);
  });

  it('lists a value that changes with the clock in another way without a template', () => {
    expect(
      computedValues(
        { customFields: { built: 1700000000000 }, items: [1, 2] },
        { customFields: { built: 2900000000000 }, items: [1, 2] },
        2026,
        2063,
      ),
    ).toEqual([{ path: ['customFields', 'built'], value: 1700000000000, yearTemplate: undefined }]);
  });

  it('finds nothing in a config that does not read the clock, functions included', () => {
    const config = { title: 'Site', plugins: [() => ({})], links: [{ to: '/docs' }] };
    expect(
      computedValues(config, structuredClone({ ...config, plugins: [] }), 2026, 2063).map((value) => value.path),
    ).toEqual([['plugins']]);
    expect(computedValues({ a: { b: 'x' } }, { a: { b: 'x' } }, 2026, 2063)).toEqual([]);
  });

  it("reads a path require.resolve gave as the file it names: a loader's query that differs per evaluation is no computed value", () => {
    const docs = (query: string) => ({
      sidebarPath: `/site/sidebars.js?namespace=${query}`,
      customCss: [`/site/src/css/custom.css?namespace=${query}`],
    });
    expect(computedValues(docs('1700000000000'), docs('2900000000000'), 2026, 2063)).toEqual([]);
    expect(computedValues({ path: '/site/a.js' }, { path: '/site/b.js' }, 2026, 2063)).toHaveLength(1);
  });
});

describe('yearTemplate', () => {
  it('gives no template when more than the year differs', () => {
    expect(yearTemplate('Built 2026-11-27', 'Built 2063-11-28', 2026, 2063)).toBeUndefined();
    expect(yearTemplate('© 2026', '© 2063', 2026, 2063)).toBe('© {year}');
  });
});
