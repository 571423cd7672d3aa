import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../../src/node/site/load-site';
import { repositoriesFromEnvironment } from '../../../../src/node/examples/maven';
import { formatExampleProblem, runExamples } from '../../../../src/node/examples/run-examples';
import { renderDocs } from '../../../../src/node/docs/render-docs';
import { copyExamplesSite, copySite, editFile, SCALA3_SITE } from './helpers';

// These run the real thing: Maven resolves cats-core and mdoc, and mdoc compiles and evaluates.
const MDOC_TIMEOUT = 600_000;

async function run(root: string, mode: 'check' | 'update', only: string[] = []) {
  const site = await loadSite({ siteRoot: root, compiledExamples: 'skip' });
  return runExamples({ projectRoot: root, site, mode, only, repositories: repositoriesFromEnvironment() });
}

describe('npm run examples --check', () => {
  it('fails on an example that does not compile, one that throws, and one whose output drifted, naming the page line', {
    timeout: MDOC_TIMEOUT,
  }, async () => {
    const result = await run(await copyExamplesSite(), 'check');
    const problems = result.problems.map(formatExampleProblem);
    const on = (page: string) => problems.filter((problem) => problem.startsWith(`content/current/guide/${page}:`));

    expect(result.compiled.sort()).toEqual(['content/current/guide/drifted.md', 'content/current/guide/good.md']);
    expect(on('good.md')).toEqual([]);
    expect(on('broken.md')).toHaveLength(1);
    expect(on('broken.md')[0]).toMatch(
      /^content\/current\/guide\/broken\.md:8:18 type mismatch;\n found {3}: String\("three"\)\n required: Int/,
    );
    expect(on('throws.md')).toHaveLength(1);
    expect(on('throws.md')[0]).toMatch(
      /^content\/current\/guide\/throws\.md:14:1 .*\n(?:.*\n)*java\.lang\.IndexOutOfBoundsException: 5/,
    );
    expect(on('drifted.md')).toEqual([
      'content/current/guide/drifted.md:5:1 the output of this example differs from compiled-examples/current/guide/drifted.json:\n' +
        '  committed: "// greeting: String = \\"HELLO!\\""\n' +
        '  now:       "// greeting: String = \\"HELLO\\""\n' +
        'run "npm run examples" to update the committed output if the change is intended.',
    ]);
  });
});

describe('npm run examples --check, Scala CLI scripts', () => {
  it('fails on an example whose copied script does not compile, naming the page and the block', {
    timeout: MDOC_TIMEOUT,
  }, async () => {
    const root = await copyExamplesSite('guide/broken.md', 'guide/throws.md', 'guide/drifted.md');
    // mdoc shows the value of the last line; the script prints it with println, which the page's own println shadows.
    await editFile(
      root,
      'content/current/guide/good.md',
      (text) => `${text}\n\n\`\`\`scala mdoc\ndef println(line: Int): Unit = ()\n\n"shown"\n\`\`\`\n`,
    );
    // The page compiles in mdoc, so its output is committed; the script the site makes from it does not.
    expect((await run(root, 'update')).problems).toEqual([]);
    const result = await run(root, 'check');
    expect(result.problems.map(formatExampleProblem)).toMatchInlineSnapshot(`
      [
        "content/current/guide/good.md:27:1 the Scala CLI script copied from this example does not compile, at its line 19: type mismatch;
       found   : String("shown")
       required: Int
        println("shown")",
      ]
    `);
  });
});

describe('npm run examples', () => {
  it('compiles a changed page, writes its output to compiled-examples/ and the site builds with it again', {
    timeout: MDOC_TIMEOUT,
  }, async () => {
    const root = await copyExamplesSite('guide/broken.md', 'guide/throws.md');
    await editFile(root, 'content/current/guide/good.md', (text) => text.replace('List(1, 2, 3)', 'List(1, 2, 3, 4)'));
    await expect(loadSite({ siteRoot: root })).rejects.toThrow(/good\.md:7:1 its Scala examples changed/);

    const result = await run(root, 'update');
    expect(result.problems).toEqual([]);
    // Only the stale page is compiled; drifted.md's committed output is left as it is.
    expect(result.compiled).toEqual(['content/current/guide/good.md']);
    const cached = JSON.parse(await readFile(join(root, 'compiled-examples/current/guide/good.json'), 'utf8')) as {
      rendered: string[];
    };
    expect(cached.rendered[0]).toContain('// total: Int = 10');
    await expect(loadSite({ siteRoot: root })).resolves.toBeDefined();
  });
});

describe('npm run examples, a Scala 3 set', () => {
  it('compiles and evaluates with mdoc_3, blocks directly after one another and in list items too, and the site shows the output', {
    timeout: MDOC_TIMEOUT,
  }, async () => {
    const root = await copySite(SCALA3_SITE);
    const result = await run(root, 'update');
    expect(result.problems.map(formatExampleProblem)).toEqual([]);
    expect(result.compiled).toEqual(['content/current/guide/enums.md']);

    const site = await loadSite({ siteRoot: root });
    expect(site.uncompiledExamples).toBe(1);
    const html = (await renderDocs(site)).find((doc) => doc.path === '/docs/guide/enums')!.data.html;
    const text = html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');
    expect(text).toContain('// res0: String = "REDGREEN"');
    expect(text).toContain('"org.typelevel" %% "cats-core" % "2.12.0"');
    expect(html).toContain('<strong>2 colours</strong>');
    expect(html).toContain('data-scala="3.3.7"');

    // mdoc's positions are the page's, past a block that follows another directly and in a list item.
    await editFile(root, 'content/current/guide/enums.md', (text) =>
      text.replace('val inList = Colour.Red.ordinal', 'val inList: String = Colour.Red.ordinal'),
    );
    const broken = await run(root, 'update');
    expect(broken.problems.map(formatExampleProblem)[0]).toMatch(/^content\/current\/guide\/enums\.md:21:25 /);
  });

  it('fails the pages of a set whose dependencies do not resolve, naming the coordinate, and a page with a problem of its own, and writes the others', {
    timeout: MDOC_TIMEOUT,
  }, async () => {
    const root = await copySite(SCALA3_SITE);
    await editFile(
      root,
      'site.yaml',
      (text) =>
        `${text}    - name: missing\n      version: current\n      folders: [""]\n      scalaVersion: 3.3.7\n      dependencies:\n        - org.example.absent:nothing_3:0.0.1\n`,
    );
    await writeFile(
      join(root, 'content/current/guide/misspelt.md'),
      '---\ntitle: Misspelt\n---\n\n```scala mdoc:silnet\nval a = 1\n```\n',
    );
    const result = await run(root, 'update');
    expect(result.compiled).toEqual(['content/current/guide/enums.md']);
    expect(result.written).toEqual(['compiled-examples/current/guide/enums.json']);
    expect(result.problems.map(formatExampleProblem)).toEqual([
      expect.stringMatching(/^content\/current\/guide\/misspelt\.md:5:1 unknown mdoc modifier "silnet"/),
      expect.stringMatching(
        /^content\/current\/index\.md:7:1 was not compiled: Maven could not resolve the classpath of example set "missing" \(org\.example\.absent:nothing_3:0\.0\.1\)/,
      ),
    ]);
  });
});

describe('npm run examples, a page whose variable has no value', () => {
  it('fails that page by name, at the line of the variable, and compiles none of it', async () => {
    const root = await copyExamplesSite('guide/broken.md', 'guide/throws.md', 'guide/drifted.md');
    await editFile(root, 'content/current/guide/good.md', (text) =>
      text.replace('Combining', 'With @LIBRARY@, combining'),
    );
    const result = await run(root, 'update');
    expect(result.compiled).toEqual([]);
    expect(result.problems.map(formatExampleProblem)).toMatchInlineSnapshot(`
      [
        "content/current/guide/good.md:5:6 "@LIBRARY@" has no value for this page; give it one in site.yaml under examples.sets[0].variables, examples.versionVariables.current or examples.variables, or write "@@LIBRARY@" for the text itself.",
      ]
    `);
  });
});

describe('npm run examples, a page whose blocks compile against two sets', () => {
  it('compiles the blocks of each set as one mdoc document of the page, keeps both in the page file, and the site shows each with its own script', {
    timeout: MDOC_TIMEOUT,
  }, async () => {
    const root = await copySite(SCALA3_SITE);
    await editFile(
      root,
      'site.yaml',
      (text) =>
        `${text}    - name: cats2\n      version: current\n      scalaVersion: 2.13.16\n      dependencies:\n        - org.typelevel:cats-core_2.13:2.12.0\n`,
    );
    // The same name in each set's blocks: each set's blocks see only one another.
    await writeFile(
      join(root, 'content/current/guide/both.md'),
      [
        '---',
        'title: Both',
        '---',
        '',
        '```scala mdoc:silent',
        'import cats.syntax.all.*',
        'val numbers = List(1, 2)',
        '```',
        '',
        '```scala mdoc:silent examples=cats2',
        'import cats.syntax.all._',
        'val numbers = List("a", "b", "c")',
        '```',
        '',
        '```scala mdoc',
        'numbers.combineAll',
        '```',
        '',
        '```scala mdoc examples=cats2',
        'numbers.combineAll',
        '```',
        '',
      ].join('\n'),
    );
    const result = await run(root, 'update');
    expect(result.problems.map(formatExampleProblem)).toEqual([]);
    expect(result.compiled.sort()).toEqual(['content/current/guide/both.md', 'content/current/guide/enums.md']);
    const stored = JSON.parse(await readFile(join(root, 'compiled-examples/current/guide/both.json'), 'utf8')) as {
      set: string;
      rendered: Array<string | null>;
      otherSets: Array<{ set: string; rendered: Array<string | null>; types: { entries: unknown[] } }>;
    };
    expect([stored.set, stored.rendered[1]]).toEqual(['cats3', 'numbers.combineAll\n// res0: Int = 3']);
    expect(stored.otherSets.map(({ set, rendered }) => [set, rendered[1]])).toEqual([
      ['cats2', 'numbers.combineAll\n// res0: String = "abc"'],
    ]);
    // Types on hover come from the Scala 2 blocks only.
    expect(stored.otherSets[0]!.types.entries.length).toBeGreaterThan(0);

    const html = (await renderDocs(await loadSite({ siteRoot: root }))).find((doc) => doc.path === '/docs/guide/both')!
      .data.html;
    expect(html.match(/<template class="scala-cli-set"[^>]*>/g)).toEqual([
      expect.stringContaining('data-scala="3.3.7"'),
      expect.stringContaining('data-scala="2.13.16"'),
    ]);
    expect(html).toMatch(/<div class="code-block"[^>]* data-example="3"[^>]* data-script-set="1"/);
    expect(html).not.toContain('examples=');

    // Editing one set's blocks compiles those again, and keeps the other's output.
    await editFile(root, 'content/current/guide/both.md', (text) => text.replace('"a", "b", "c"', '"x", "y"'));
    const again = await run(root, 'update');
    expect(again.problems.map(formatExampleProblem)).toEqual([]);
    const after = JSON.parse(await readFile(join(root, 'compiled-examples/current/guide/both.json'), 'utf8')) as {
      rendered: Array<string | null>;
      otherSets: Array<{ rendered: Array<string | null> }>;
    };
    expect(after.rendered).toEqual(stored.rendered);
    expect(after.otherSets[0]!.rendered[1]).toBe('numbers.combineAll\n// res0: String = "xy"');
    expect(again.compiled).toEqual(['content/current/guide/both.md']);
    await expect(loadSite({ siteRoot: root })).resolves.toBeDefined();
  });
});
