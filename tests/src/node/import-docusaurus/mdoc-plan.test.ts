import { describe, expect, it } from 'vitest';
import { planMdoc, setName } from '../../../../src/node/import-docusaurus/mdoc-plan';
import type { MdocProject } from '../../../../src/node/import-docusaurus/mdoc-projects';

const project = (fields: Partial<MdocProject> & Pick<MdocProject, 'name' | 'input' | 'output'>): MdocProject => ({
  where: `../build.sbt:${fields.name.length}`,
  variablesAt: '../build.sbt:20',
  variables: [],
  variablesComputed: undefined,
  scalaVersion: { value: '2.13.16', where: '../build.sbt:1' },
  dependencies: [],
  scalacOptions: [],
  transforms: [],
  dependsOn: [],
  ...fields,
});

const VERSIONS = [
  { docusaurusName: 'current', name: 'current', docsDir: 'docs' },
  { docusaurusName: 'v1', name: 'v1', docsDir: 'versioned_docs/version-v1' },
];

/** A variable every project computes the same way, in a def of the build they all call. */
const SCALAS = {
  name: 'SCALAS',
  where: '../build.sbt:90',
  computed: { text: 'versions.mkString', where: '../build.sbt:92' },
};

/** effectie's three mdoc projects: two into the current docs, one into v1. */
const EFFECTIE = [
  project({
    name: 'docs',
    input: '/repo/docs/latest',
    output: '/repo/website/docs',
    variables: [
      {
        name: 'VERSION',
        where: '../build.sbt:21',
        computed: { text: 'latestVersion.value', where: '../build.sbt:12' },
      },
      { name: 'ORG', value: 'io.kevinlee' },
      SCALAS,
    ],
    dependencies: [
      {
        written: '"io.kevinlee" %% "effectie-cats-effect2" % latestTag',
        computed: { text: 'latestTag', where: '../build.sbt:14' },
        template: 'io.kevinlee:effectie-cats-effect2_2.13:<latestTag>',
      },
    ],
  }),
  project({
    name: 'docsCe3',
    input: '/repo/docs/latest-ce3',
    output: '/repo/website/docs',
    scalaVersion: { value: '3.3.7', where: '../build.sbt:30' },
    variables: [{ name: 'VERSION', value: '2.3.0' }, { name: 'ORG', value: 'io.kevinlee' }, SCALAS],
    dependencies: [{ coordinate: 'io.kevinlee:effectie-cats-effect3_3:2.3.0' }],
  }),
  project({
    name: 'docsV1',
    input: '/repo/docs/v1',
    output: '/repo/website/versioned_docs/version-v1',
    scalacOptions: ['-deprecation'],
    variables: [{ name: 'VERSION', value: '1.16.0' }, { name: 'ORG', value: 'io.kevinlee' }, SCALAS],
    dependencies: [{ coordinate: 'io.kevinlee:effectie-cats-effect_2.13:1.16.0' }],
    transforms: [{ text: 'libraryDependenciesPostProcess(libraryDependencies.value)', where: '../build.sbt:40' }],
  }),
];

const INPUTS = new Map([
  ['docs', { files: ['intro.md', 'fx/fx.md', 'cats-effect2/io.md'], usedVariables: new Set(['VERSION', 'ORG']) }],
  ['docsCe3', { files: ['cats-effect3/io.md', 'start-ce3.md'], usedVariables: new Set(['VERSION']) }],
  ['docsV1', { files: ['intro.md', 'monix/task.md'], usedVariables: new Set(['VERSION']) }],
]);

describe('planMdoc', () => {
  const plan = planMdoc('/repo/website', EFFECTIE, VERSIONS, INPUTS);

  it('puts each project into the version its mdocOut writes, two projects into one version', () => {
    expect(
      [...plan.inputs].map(([version, inputs]) => [
        version,
        inputs.map((input) => `${input.project.name}:${input.prefix}`),
      ]),
    ).toEqual([
      ['current', ['docs:', 'docsCe3:']],
      ['v1', ['docsV1:']],
    ]);
  });

  it('writes one set per project whose dependencies and Scala version are literal, Scala 3 included, and the variables where each belongs', () => {
    expect(plan.examples).toEqual({
      variables: { ORG: 'io.kevinlee' },
      scalacOptions: ['-deprecation'],
      sets: [
        {
          name: 'docs-ce3',
          version: 'current',
          folders: ['cats-effect3'],
          scalaVersion: '3.3.7',
          dependencies: ['io.kevinlee:effectie-cats-effect3_3:2.3.0'],
          variables: { VERSION: '2.3.0' },
        },
        {
          name: 'docs-v1',
          version: 'v1',
          folders: [''],
          scalaVersion: '2.13.16',
          dependencies: ['io.kevinlee:effectie-cats-effect_2.13:1.16.0'],
          variables: { VERSION: '1.16.0' },
        },
      ],
    });
  });

  it("names its set in the front matter of a page its set's folders do not reach", () => {
    expect(plan.frontMatter).toEqual(new Map([['content/current/start-ce3.md', { examples: 'docs-ce3' }]]));
  });

  it('lists, at its build.sbt line, what sbt computes, with what to write and where; once for a variable every project computes alike', () => {
    expect(plan.uncarried.map(({ where, what, why }) => `${where} ${what}: ${why}`)).toMatchInlineSnapshot(`
      [
        "../build.sbt:4 example set of sbt project docs: "io.kevinlee" %% "effectie-cats-effect2" % latestTag: its version is computed by sbt (latestTag, at ../build.sbt:14). Its pages show their mdoc blocks without output until a set covers them: add { name: docs, version: current, folders: [""], scalaVersion: 2.13.16, dependencies: [io.kevinlee:effectie-cats-effect2_2.13:<latestTag>] } under examples.sets in site.yaml, then run npm run examples.",
        "../build.sbt:21 mdoc variable VERSION of sbt project docs: its value is computed by sbt (latestVersion.value, at ../build.sbt:12); write the value \`sbt "show docs/mdocVariables"\` prints at examples.versionVariables.current.VERSION in site.yaml. Until then its pages show @VERSION@ as written.",
        "../build.sbt:90 mdoc variable SCALAS of sbt projects docs, docsCe3, docsV1: its value is computed by sbt (versions.mkString, at ../build.sbt:92); write the value \`sbt "show docs/mdocVariables"\` prints at examples.variables.SCALAS in site.yaml. Until then its pages show @SCALAS@ as written.",
        "../build.sbt:40 sbt project docsV1: libraryDependenciesPostProcess(libraryDependencies.value): sbt changes the setting there; the example set has what build.sbt writes before it.",
      ]
    `);
  });

  it('lists a project whose mdocOut is not a folder of the site, and one whose input sbt computes', () => {
    const other = planMdoc(
      '/repo/website',
      [
        project({ name: 'apiDocs', input: '/repo/api', output: '/repo/target/api' }),
        project({
          name: 'docs',
          input: { text: 'sourceDirectory.value / "docs"', where: '../build.sbt:3' },
          output: '/repo/website/docs',
        }),
      ],
      VERSIONS,
      new Map(),
    );
    expect(other.inputs.size).toBe(0);
    expect(other.uncarried.map(({ where, what, why }) => `${where} ${what}: ${why}`)).toMatchInlineSnapshot(`
      [
        "../build.sbt:7 sbt project apiDocs: its mdocOut, ../target/api, is neither the docs path nor versioned_docs/version-<name>/ of a version the site has ("docs", "versioned_docs/version-v1"); its pages are not part of the site.",
        "../build.sbt:4 sbt project docs: mdocIn is computed by sbt (sourceDirectory.value / "docs", at ../build.sbt:3); its pages were not carried: copy them into the version's folder under content/.",
      ]
    `);
  });

  it('gives a project without a set of its own its variables by version, and lists two projects of one version that disagree', () => {
    const computedDependency = {
      written: '"o" %% "a" % v',
      computed: { text: 'v', where: '../build.sbt:9' },
    };
    const other = planMdoc(
      '/repo/website',
      [
        project({
          name: 'a',
          input: '/repo/a',
          output: '/repo/website/docs',
          variables: [{ name: 'V', value: '1' }],
          dependencies: [computedDependency],
        }),
        project({
          name: 'b',
          input: '/repo/b',
          output: '/repo/website/docs/b',
          variables: [{ name: 'V', value: '2' }],
          dependencies: [computedDependency],
        }),
        project({
          name: 'c',
          input: '/repo/c',
          output: '/repo/website/versioned_docs/version-v1',
          variables: [{ name: 'V', value: '0' }],
          dependencies: [computedDependency],
        }),
      ],
      VERSIONS,
      new Map(),
    );
    expect(other.examples.versionVariables).toEqual({ v1: { V: '0' } });
    expect(other.uncarried.filter((entry) => entry.what.startsWith('mdoc variable')).map((entry) => entry.why)).toEqual(
      [
        'it is "1" here and "2" in b, which write into the same version; without a set of its own, write it in the front matter\'s text or give the project a set with variables.',
        'it is "2" here and "1" in a, which write into the same version; without a set of its own, write it in the front matter\'s text or give the project a set with variables.',
      ],
    );
  });
});

describe('setName', () => {
  it('makes an sbt project name a set name', () => {
    expect(['docs', 'docsCe3', 'docsV1', 'Docs_2'].map(setName)).toEqual(['docs', 'docs-ce3', 'docs-v1', 'docs-2']);
  });
});
