import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScripts } from '../../../../src/node/examples/check-scripts';
import { resolveClasspath, repositoriesFromEnvironment } from '../../../../src/node/examples/maven';
import type { PageExamples } from '../../../../src/node/examples/page-examples';
import { findScalaBlocks } from '../../../../src/node/examples/scala-blocks';
import { copySite } from './helpers';

const FIXTURE = resolve(__dirname, '../../../fixtures/scala-cli');
const SET = { name: 'plain', version: 'current', folders: [''], scalaVersion: '2.13.16', dependencies: [] };

/** ending.md as the examples check takes it: a page of the fixture and what mdoc showed (nothing: its blocks are silent). */
function endingPage(): PageExamples {
  const { blocks } = findScalaBlocks(readFileSync(resolve(FIXTURE, 'ending.md'), 'utf8'), 1);
  return {
    fileName: 'content/current/ending.md',
    versionName: 'current',
    pagePath: 'ending.md',
    lineCount: 40,
    set: SET,
    blocks,
    indexes: blocks.map((_, index) => index),
    pageSets: [SET.name],
    key: '',
  };
}

describe('npm run examples --check, running the Scala CLI scripts', () => {
  it('fails a script that leaves a non-daemon pool running and one that throws, by page and block; a script that ends with its cleanup passes', {
    timeout: 240_000,
  }, async () => {
    const root = await copySite(FIXTURE);
    const repositories = repositoriesFromEnvironment();
    const mdocClasspath = await resolveClasspath(
      root,
      { label: 'scalac', dependencies: [], scalaVersion: SET.scalaVersion, withCompiler: true },
      repositories,
    );
    const classpath = await resolveClasspath(
      root,
      { label: 'plain', dependencies: [], scalaVersion: SET.scalaVersion, withCompiler: false },
      repositories,
    );
    const page = endingPage();

    const { problems, count } = await checkScripts(
      root,
      [{ set: SET, mdocClasspath, classpath, scripts: [{ page, rendered: page.blocks.map(() => null) }] }],
      [],
      repositories,
      3,
    );

    expect(count).toBe(6);
    expect(
      problems.map(
        (problem) => `${problem.fileName}:${problem.line} ${problem.message.replace(/\(at [\w.$]+\)/g, '(at …)')}`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/current/ending.md:7 the Scala CLI script copied from this example does not end: its code ran, but threads it started keep the JVM running after 3 s: pool-1-thread-1 (at …). Shut them down in a later block whose first line is a "// Cleanup" comment, or make them daemon threads.",
        "content/current/ending.md:14 the Scala CLI script copied from this example throws java.lang.NumberFormatException: For input string: "forty-two" (at its line 5), where its page shows none.",
      ]
    `);
  });
});
