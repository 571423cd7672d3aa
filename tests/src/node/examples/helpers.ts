import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';
import type { PageExamples } from '../../../../src/node/examples/page-examples';

/**
 * A site whose guide/ pages compile against cats-core: good, broken, throwing and drifted examples.
 * Its committed keys include the types program's sources, so a change to ExampleTypes.scala or Json.scala needs
 * the new keys of good.json and drifted.json. The examples CLI compiles the site in its working
 * directory: in a copy of this folder, run `<repo>/node_modules/.bin/tsx
 * <repo>/src/node/examples/cli.ts --all` and take the keys it writes (broken.md and throws.md fail, as they should); drifted.json keeps its drifted output.
 */
export const EXAMPLES_SITE = resolve(__dirname, '../../../fixtures/examples-site');

const copies: string[] = [];
afterAll(async () => {
  await Promise.all(copies.map((root) => rm(root, { recursive: true, force: true })));
});

/** A site whose guide/ page compiles against effectie 2.2.0 for Cats Effect 3, with nest, fail and reset blocks. */
export const TYPES_SITE = resolve(__dirname, '../../../fixtures/types-site');

/** A Scala 3 set (mdoc_3) over guide/, an mdoc variable, and a home page no set covers. */
export const SCALA3_SITE = resolve(__dirname, '../../../fixtures/scala3-site');

/** A copy of a fixture a test may change; `without` drops pages (paths inside content/current/). */
export async function copySite(fixture: string, ...without: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'effectie-examples-'));
  copies.push(root);
  await cp(fixture, root, { recursive: true });
  await Promise.all(without.map((page) => rm(join(root, 'content/current', page))));
  return root;
}

export const copyExamplesSite = (...without: string[]) => copySite(EXAMPLES_SITE, ...without);

export async function editFile(root: string, path: string, edit: (text: string) => string): Promise<void> {
  const before = await readFile(join(root, path), 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`the edit changed nothing in ${path}`);
  await writeFile(join(root, path), after);
}

/** A page with one Scala block on line 5, for the stages that take pages without reading them. */
export function scalaPage(fileName: string): PageExamples {
  return {
    fileName,
    versionName: 'current',
    pagePath: fileName.replace(/^content\/current\//, ''),
    lineCount: 8,
    set: {} as PageExamples['set'],
    key: '',
    blocks: [{ line: 5, indent: 0, modifiers: [], code: 'val answer = 42' }],
    indexes: [0],
    pageSets: [],
  };
}
