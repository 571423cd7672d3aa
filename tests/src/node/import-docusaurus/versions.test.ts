import { describe, expect, it } from 'vitest';
import { planVersions } from '../../../../src/node/import-docusaurus/versions';

const summary = (versions: ReturnType<typeof planVersions>) =>
  versions.map(
    ({ name, label, path, banner, docsDir, sidebarsFile }) =>
      `${name} "${label}" ${path} ${banner} ${docsDir} ${String(sidebarsFile)}`,
  );

describe('planVersions', () => {
  it('serves the newest release at /docs, current as Next at /docs/next, older releases as unmaintained', () => {
    expect(summary(planVersions({ sidebarPath: './sidebars.js' }, ['2.0', '1.0'], 'docs'))).toEqual([
      '2.0 "2.0" /docs none versioned_docs/version-2.0 versioned_sidebars/version-2.0-sidebars.json',
      'current "Next" /docs/next unreleased docs ./sidebars.js',
      '1.0 "1.0" /docs/1.0 unmaintained versioned_docs/version-1.0 versioned_sidebars/version-1.0-sidebars.json',
    ]);
  });

  it("reads a sidebarPath that require.resolve gave as the file it names, without the loader's query", () => {
    expect(
      planVersions({ sidebarPath: '/site/sidebars.js?namespace=a1b2&v=3' }, undefined, 'docs')[0]?.sidebarsFile,
    ).toBe('/site/sidebars.js');
  });

  it('serves current at the route base when there is no versions.json, or when lastVersion says so', () => {
    expect(summary(planVersions({ routeBasePath: '/' }, undefined, 'docs'))).toEqual([
      'current "Next" / none docs undefined',
    ]);
    expect(summary(planVersions({ lastVersion: 'current', routeBasePath: 'guide/' }, ['1.0'], '../docs'))).toEqual([
      'current "Next" /guide none ../docs undefined',
      '1.0 "1.0" /guide/1.0 unmaintained versioned_docs/version-1.0 undefined'.replace(
        'undefined',
        'versioned_sidebars/version-1.0-sidebars.json',
      ),
    ]);
  });

  it('applies the versions option (label, path, banner, noIndex), onlyIncludeVersions and includeCurrentVersion', () => {
    const versions = planVersions(
      {
        includeCurrentVersion: false,
        onlyIncludeVersions: ['3.0.0-RC1', '2.x'],
        versions: { '2.x': { label: 'Version 2', path: 'two', banner: 'none', noIndex: true } },
      },
      ['3.0.0-RC1', '2.x', '1.x'],
      'docs',
    );
    expect(summary(versions)).toEqual([
      '3.0.0-rc1 "3.0.0-RC1" /docs none versioned_docs/version-3.0.0-RC1 versioned_sidebars/version-3.0.0-RC1-sidebars.json',
      '2.x "Version 2" /docs/two none versioned_docs/version-2.x versioned_sidebars/version-2.x-sidebars.json',
    ]);
    expect(versions[1]!.noIndex).toBe(true);
  });

  it('refuses versions the docs do not have', () => {
    expect(() => planVersions({ lastVersion: '3.0' }, ['2.0'], 'docs')).toThrowErrorMatchingInlineSnapshot(
      `[ImportRefusal: lastVersion "3.0" is not a version of the docs ("current", "2.0"). Nothing was changed.]`,
    );
    expect(() =>
      planVersions({ onlyIncludeVersions: ['current', '0.9'] }, ['2.0'], 'docs'),
    ).toThrowErrorMatchingInlineSnapshot(
      `[ImportRefusal: onlyIncludeVersions names "0.9", which versions.json does not list (it lists "current", "2.0"). Nothing was changed.]`,
    );
    expect(() => planVersions({ includeCurrentVersion: false }, [], 'docs')).toThrowErrorMatchingInlineSnapshot(
      `[ImportRefusal: The docs have no version: includeCurrentVersion is false and versions.json lists none. Nothing was changed.]`,
    );
  });
});
