import { describe, expect, it } from 'vitest';
import { checkExampleSets, exampleSetFor } from '../../../../src/node/examples/example-sets';
import { parse, report } from '../config/fixtures';

const check = (...lines: string[]) => {
  const parsed = parse(...lines);
  return report(parsed, checkExampleSets(parsed.value));
};

const SET = (name: string, version: string, folders: string) => [
  `    - name: ${name}`,
  `      version: ${version}`,
  `      folders: ${folders}`,
  '      scalaVersion: 2.13.16',
  '      dependencies: [io.kevinlee:effectie-cats-effect3_2.13:2.2.0]',
];

describe('checkExampleSets', () => {
  it('accepts sets of known versions with folders of their own', () => {
    expect(
      check(
        'examples:',
        '  sets:',
        ...SET('ce2', 'current', '[cats-effect2, monix3]'),
        ...SET('ce3', 'current', '[cats-effect3]'),
      ),
    ).toBe('no problems');
  });

  it('names the unknown version and lists the available ones', () => {
    expect(check('examples:', '  sets:', ...SET('ce3', 'v3', '[""]'))).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:13:16 examples.sets[0].version: "v3" is not a docs version; available: "current".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('names a version of examples.versionVariables that is not a docs version', () => {
    expect(check('examples:', '  versionVariables:', '    v9: { VERSION: 9.0.0 }')).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:12:9 examples.versionVariables.v9: "v9" is not a docs version; available: "current".
      Fix it in site.yaml; nothing was built from it."
    `);
  });

  it('refuses a second set with the same name, and a folder claimed by two sets', () => {
    expect(
      check(
        'examples:',
        '  sets:',
        ...SET('ce3', 'current', '[cats-effect3]'),
        ...SET('ce3', 'current', '[fx, cats-effect3]'),
      ),
    ).toMatchInlineSnapshot(`
      "site.yaml has 2 problems:
        site.yaml:17:13 examples.sets[1].name: "ce3" names another set already; give each set its own name.
        site.yaml:19:21 examples.sets[1].folders[1]: "cats-effect3" of version "current" belongs to set "ce3" already.
      Fix them in site.yaml; nothing was built from it."
    `);
  });

  it('rejects a dependency that is not a Maven coordinate, at its line', () => {
    const parsed = () =>
      parse(
        'examples:',
        '  sets:',
        '    - { name: a, version: current, scalaVersion: 2.13.16, dependencies: ["cats-core 2.12"] }',
      );
    expect(() => parsed()).toThrowErrorMatchingInlineSnapshot(`
      [SiteConfigError: site.yaml has 1 problem:
        site.yaml:12:74 examples.sets[0].dependencies[0]: must be a Maven coordinate "group:artifact:version", got "cats-core 2.12".
      Fix it in site.yaml; nothing was built from it.]
    `);
  });
});

describe('exampleSetFor', () => {
  const sets = parse(
    'examples:',
    '  sets:',
    ...SET('all', 'current', '[""]'),
    ...SET('ce3', 'current', '[cats-effect3]'),
    ...SET('deep', 'current', '[cats-effect3/fx]'),
  ).value.examples.sets;
  // A page's folder inside its version: '' for index.md, 'cats-effect3' for cats-effect3/import.md.
  const nameFor = (dir: string, named?: string) => exampleSetFor(sets, 'current', dir, named)?.name;

  it('picks the set with the deepest folder holding the page', () => {
    expect(nameFor('')).toBe('all');
    expect(nameFor('cats-effect3')).toBe('ce3');
    expect(nameFor('cats-effect3/fx/error-handling')).toBe('deep');
    expect(nameFor('cats-effect30')).toBe('all');
  });

  it("lets the front matter choose, but only among the sets of the page's version", () => {
    expect(nameFor('', 'ce3')).toBe('ce3');
    expect(exampleSetFor(sets, 'v1', '', 'ce3')).toBeUndefined();
  });
});
