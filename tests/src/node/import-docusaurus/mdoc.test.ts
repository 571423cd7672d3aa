import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docsSource, findBuildSbt, readMdocBuild } from '../../../../src/node/import-docusaurus/mdoc';

let repo: string;
beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'mdoc-site-'));
  await mkdir(join(repo, 'website'), { recursive: true });
  await mkdir(join(repo, 'docs'), { recursive: true });
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

const BUILD_SBT = `lazy val docs = project
  .in(file("myproject-docs"))
  .settings(
    mdocVariables := Map(
      "VERSION" -> version.value.replaceFirst("\\\\+.*", ""),
      "ORG"     -> "org.example",
      "SCALA"   -> "3.3.4"
    )
  )
  .enablePlugins(MdocPlugin, DocusaurusPlugin)
`;

describe('readMdocBuild', () => {
  it("reads the mdoc project of build.sbt with scalameta: mdoc's default input, its literal variables, and where sbt computes the others", async () => {
    await writeFile(join(repo, 'build.sbt'), BUILD_SBT);
    const build = await readMdocBuild(findBuildSbt(join(repo, 'website'))!, join(repo, 'website'));
    expect(build.file).toBe('../build.sbt');
    expect(build.uncarried).toEqual([]);
    expect(build.projects).toHaveLength(1);
    const [docs] = build.projects;
    expect(docs!.input).toBe(join(repo, 'docs'));
    expect(docs!.output).toBe(join(repo, 'myproject-docs/target/mdoc'));
    expect(docs!.variables).toMatchInlineSnapshot(`
      [
        {
          "computed": {
            "text": "version.value.replaceFirst("\\\\+.*", "")",
            "where": "../build.sbt:5",
          },
          "name": "VERSION",
          "where": "../build.sbt:5",
        },
        {
          "name": "ORG",
          "value": "org.example",
        },
        {
          "name": "SCALA",
          "value": "3.3.4",
        },
      ]
    `);
  });

  it('lists a build file that does not parse at its line, and reads the others', async () => {
    await writeFile(join(repo, 'build.sbt'), BUILD_SBT);
    await writeFile(join(repo, 'version.sbt'), 'ThisBuild / version := "1.0.0\n');
    const build = await readMdocBuild(join(repo, 'build.sbt'), join(repo, 'website'));
    expect(build.projects.map((project) => project.name)).toEqual(['docs']);
    expect(build.uncarried).toMatchInlineSnapshot(`
      [
        {
          "what": "../version.sbt",
          "where": "../version.sbt:1",
          "why": "it does not parse as sbt reads it (unclosed string literal, column 24); the import read the build without it.",
        },
      ]
    `);
  });
});

describe('docsSource', () => {
  it("takes mdoc's input when the docs path is mdoc's output, missing from the repository", async () => {
    await writeFile(join(repo, 'build.sbt'), BUILD_SBT);
    const site = join(repo, 'website');
    expect(
      docsSource(site, '../myproject-docs/target/mdoc', undefined, { dir: join(repo, 'docs'), file: '../build.sbt' }),
    ).toEqual({
      dir: join(repo, 'docs'),
      origin:
        "../docs (mdoc's input, mdocIn in ../build.sbt; the docs path ../myproject-docs/target/mdoc does not exist)",
    });
  });

  it('takes the docs/ beside the site folder without build.sbt, and the docs path itself when it is written', async () => {
    const site = join(repo, 'website');
    expect(docsSource(site, 'target/mdoc', undefined, undefined)).toMatchObject({ dir: join(repo, 'docs') });
    await mkdir(join(site, 'docs'));
    expect(docsSource(site, 'docs', undefined, undefined)).toEqual({
      dir: join(site, 'docs'),
      origin: "docs (the docs plugin's path)",
    });
  });

  it('takes --docs over everything, and says what is missing', async () => {
    const site = join(repo, 'website');
    await mkdir(join(repo, 'guide'));
    expect(docsSource(site, 'docs', join(repo, 'guide'), undefined)).toEqual({
      dir: join(repo, 'guide'),
      origin: '../guide (given with --docs)',
    });
    expect(docsSource(site, 'docs', 'no-such-folder', undefined)).toEqual({
      missing: 'the folder given with --docs, "no-such-folder", does not exist',
    });
    await rm(join(repo, 'docs'), { recursive: true });
    expect(docsSource(site, 'out', undefined, undefined)).toEqual({
      missing:
        'the docs path "out" does not exist, and neither build.sbt\'s mdocIn nor a docs/ folder beside the site folder was found',
    });
  });
});
