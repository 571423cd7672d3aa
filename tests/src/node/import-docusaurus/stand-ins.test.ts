import { describe, expect, it } from 'vitest';
import {
  standInsUncarried,
  standInUses,
  withoutGeneratedValues,
} from '../../../../src/node/import-docusaurus/stand-ins';
import { stubValue } from '../../../../src/node/import-docusaurus/stub-value';

/** A config as evaluated with stand-ins: a generated JSON read into a label, Prism's themes, the classic preset. */
function evaluatedConfig() {
  const latest = stubValue('./latestVersion.json') as { version: unknown };
  const prism = stubValue('prism-react-renderer') as { themes: { github: unknown } };
  return {
    title: 'Site',
    presets: [
      [
        'docusaurus-import-stub:@docusaurus/preset-classic',
        { docs: { versions: { current: { label: `v${latest.version}` } }, lastVersion: 'current' } },
      ],
    ],
    themeConfig: { prism: { theme: prism.themes.github } },
  };
}

const STUBBED = [
  { specifier: 'prism-react-renderer', file: 'docusaurus.config.js', line: 1, kind: 'package' as const },
  { specifier: './latestVersion.json', file: 'docusaurus.config.js', line: 2, kind: 'generated' as const },
  { specifier: '@docusaurus/preset-classic', file: 'docusaurus.config.js', line: 9, kind: 'package' as const },
  { specifier: 'prism-react-renderer', file: 'sidebars.js', line: 1, kind: 'package' as const },
  { specifier: '@docusaurus/tsconfig', file: 'docusaurus.config.js', line: 3, kind: 'package' as const },
  { specifier: 'src/css/custom.css', file: 'src/css/custom.css', line: 1, kind: 'asset' as const },
];

describe('standInUses', () => {
  it('finds where the config used a stand-in, itself or in a text made of it', () => {
    const uses = standInUses(evaluatedConfig(), ['./latestVersion.json', 'prism-react-renderer']);
    expect(uses).toEqual(
      new Map([
        ['./latestVersion.json', [['presets', 0, 1, 'docs', 'versions', 'current', 'label']]],
        ['prism-react-renderer', [['themeConfig', 'prism', 'theme']]],
      ]),
    );
  });
});

describe('withoutGeneratedValues', () => {
  it("leaves out what was made of a generated file's stand-in, and nothing else", () => {
    const config = evaluatedConfig();
    const uses = standInUses(config, ['./latestVersion.json', 'prism-react-renderer']);
    const cleaned = withoutGeneratedValues(config, uses, new Set(['./latestVersion.json']));
    expect(cleaned.presets[0]![1]).toEqual({ docs: { versions: { current: {} }, lastVersion: 'current' } });
    expect(cleaned.themeConfig.prism.theme).toBe(config.themeConfig.prism.theme);
    expect(
      (config.presets[0]![1] as { docs: { versions: { current: { label?: string } } } }).docs.versions.current.label,
    ).toBe('v[./latestVersion.json]');
  });
});

describe('standInsUncarried', () => {
  it('lists each stubbed import once, at its first import, with what it is; the classic preset is read, not listed', () => {
    const config = evaluatedConfig();
    const uses = standInUses(
      config,
      STUBBED.map((entry) => entry.specifier),
    );
    expect(
      standInsUncarried(STUBBED, uses, 'docusaurus.config.js').map(
        ({ where, what, why }) => `${where} ${what}: ${why}`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "docusaurus.config.js:1 import "prism-react-renderer": Prism's code themes; code is highlighted by shiki with the site's own themes.",
        "docusaurus.config.js:2 import "./latestVersion.json": a file the site's build writes before Docusaurus runs (it is not in the repository), so the config was evaluated with a stand-in for it; what the config made from it was left out: presets[0][1].docs.versions.current.label in docusaurus.config.js; write those values in site.yaml.",
        "docusaurus.config.js:3 import "@docusaurus/tsconfig": TypeScript types of Docusaurus, which give the config no value.",
        "src/css/custom.css:1 import "src/css/custom.css": a stylesheet or image imported for webpack; it was not carried.",
      ]
    `);
  });
});
