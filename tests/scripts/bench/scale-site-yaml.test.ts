import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../schema/parse';
import { withArchivedCopy } from '../../../scripts/bench/scale-site-yaml';

const fixture = readFileSync(resolve(import.meta.dirname, '../../fixtures/version-cut-site/site.yaml'), 'utf8');

describe('growing site.yaml by one archived version', () => {
  it("lists the new version after current, under current's path, with example sets of its own on current's release", () => {
    const grown = withArchivedCopy(withArchivedCopy(fixture, 'site.yaml', 'scale-2').text, 'site.yaml', 'scale-3');
    const { value: config } = parseSiteConfig(grown.text, 'site.yaml');
    expect(config.docs.versions.map(({ name, label, path, banner }) => ({ name, label, path, banner }))).toEqual([
      { name: 'current', label: 'v2.2.0', path: '/docs', banner: 'none' },
      { name: 'scale-3', label: 'scale-3', path: '/docs/scale-3', banner: 'unmaintained' },
      { name: 'scale-2', label: 'scale-2', path: '/docs/scale-2', banner: 'unmaintained' },
    ]);
    expect(config.examples.sets.map(({ name, version, dependencies }) => ({ name, version, dependencies }))).toEqual([
      { name: 'current-ce3', version: 'current', dependencies: ['io.kevinlee:effectie-cats-effect3_2.13:2.2.0'] },
      { name: 'scale-3-ce3', version: 'scale-3', dependencies: ['io.kevinlee:effectie-cats-effect3_2.13:2.2.0'] },
      { name: 'scale-2-ce3', version: 'scale-2', dependencies: ['io.kevinlee:effectie-cats-effect3_2.13:2.2.0'] },
    ]);
    // What staging copies: current's folders, their sets renamed.
    expect(grown.sets).toEqual([{ current: 'current-ce3', archived: 'scale-3-ce3' }]);
  });

  it("keeps the file's comments where they were", () => {
    const grown = withArchivedCopy(fixture, 'site.yaml', 'scale-2').text;
    expect(grown).toContain('# Every page compiles against Cats Effect 3.\n    - name: current-ce3');
    expect(grown.match(/# Every page compiles/g)).toHaveLength(1);
  });

  it('refuses a name the site has already', () => {
    const grown = withArchivedCopy(fixture, 'site.yaml', 'scale-2').text;
    expect(() => withArchivedCopy(grown, 'site.yaml', 'scale-2')).toThrowErrorMatchingInlineSnapshot(
      `[Error: site.yaml has a version "scale-2" already (docs.versions[1]), the name the grown copy gives its next version; rename it in the checkout to measure at scale.]`,
    );
  });
});
