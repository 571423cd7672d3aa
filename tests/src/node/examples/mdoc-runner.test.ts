import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runMdoc } from '../../../../src/node/examples/mdoc-runner';
import { copyExamplesSite, scalaPage } from './helpers';

// mdoc as a stand-in that renders every page it is given except those named here, exits 0 and
// reports nothing: what a page mdoc silently skips looks like. Its arguments come in a file per set.
const skipped = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('../../../../src/node/examples/java', () => ({
  java: async (args: readonly string[]) => {
    for (const argsFile of args.filter((arg) => arg.endsWith('/args'))) {
      const mdocArgs = (await readFile(argsFile, 'utf8')).split('\n');
      const input = mdocArgs[mdocArgs.indexOf('--in') + 1]!;
      const output = mdocArgs[mdocArgs.indexOf('--out') + 1]!;
      await mkdir(output, { recursive: true });
      for (const file of await readdir(input)) {
        if (skipped.files.some((page) => file === page.replaceAll('/', '__'))) continue;
        const text = await readFile(join(input, file), 'utf8');
        await writeFile(join(output, file), text.replace(/^```scala mdoc\S*$/gm, '```scala'));
      }
      await writeFile(`${argsFile}.log`, '');
      await writeFile(`${argsFile}.exit`, '0');
    }
    return { log: '', exitCode: 0 };
  },
}));

describe('runMdoc', () => {
  it('fails a page mdoc leaves out of its output without reporting an error, naming the page', async () => {
    skipped.files = ['content/current/guide/skipped.md'];
    const [result] = await runMdoc(await copyExamplesSite(), [
      {
        mdocClasspath: [],
        classpath: [],
        scalacOptions: [],
        variables: {},
        pages: [scalaPage('content/current/guide/kept.md'), scalaPage('content/current/guide/skipped.md')],
      },
    ]);

    expect([...result!.rendered.keys()]).toEqual(['content/current/guide/kept.md']);
    expect(result!.problems).toMatchInlineSnapshot(`
      [
        {
          "column": 1,
          "fileName": "content/current/guide/skipped.md",
          "line": 5,
          "message": "was left unprocessed by mdoc, which reported no error, so its examples were not checked.",
        },
      ]
    `);
  });
});
