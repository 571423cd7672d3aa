import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CachedPage } from '../../../../src/node/examples/cache-store';
import { formatExampleProblem, runExamples } from '../../../../src/node/examples/run-examples';
import { loadSite } from '../../../../src/node/site/load-site';
import { copyExamplesSite } from './helpers';

// mdoc and the types program as stand-ins that answer with each page's committed output and
// types, less the pages named here, and a script runner that finds nothing: the check itself
// (which pages passed, which failed) is real.
const dropped = vi.hoisted(() => ({ mdoc: [] as string[], types: [] as string[], root: '' }));

async function committed(fileName: string): Promise<CachedPage> {
  const json = fileName.replace(/^content\//, 'compiled-examples/').replace(/\.md$/, '.json');
  return JSON.parse(await readFile(join(dropped.root, json), 'utf8')) as CachedPage;
}

vi.mock('../../../../src/node/examples/maven', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  resolveClasspath: async () => [],
}));
vi.mock('../../../../src/node/examples/mdoc-runner', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  runMdoc: async (_root: string, runs: Array<{ pages: Array<{ fileName: string }> }>) =>
    Promise.all(
      runs.map(async ({ pages }) => {
        const kept = pages.filter((page) => !dropped.mdoc.includes(page.fileName));
        return {
          rendered: new Map(
            await Promise.all(
              kept.map(async (page) => [page.fileName, (await committed(page.fileName)).rendered] as const),
            ),
          ),
          problems: [],
        };
      }),
    ),
}));
vi.mock('../../../../src/node/examples/check-scripts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  checkScripts: async () => ({ problems: [], count: 0 }),
}));
vi.mock('../../../../src/node/examples/types/typecheck-pages', () => ({
  typecheckPages: async (_root: string, jobs: Array<{ pages: Array<{ fileName: string }> }>) => {
    const kept = jobs.flatMap((job) => job.pages).filter((page) => !dropped.types.includes(page.fileName));
    return {
      types: new Map(
        await Promise.all(kept.map(async (page) => [page, (await committed(page.fileName)).types] as const)),
      ),
      problems: [],
    };
  },
}));

async function check() {
  const site = await loadSite({ siteRoot: dropped.root, compiledExamples: 'skip' });
  const result = await runExamples({ projectRoot: dropped.root, site, mode: 'check', repositories: [] });
  return { compiled: result.compiled, problems: result.problems.map(formatExampleProblem) };
}

describe('npm run examples --check counts every page with Scala blocks as passed or failed', () => {
  beforeEach(async () => {
    // good.md and drifted.md (whose committed output the stand-ins return, so it matches).
    dropped.root = await copyExamplesSite('guide/broken.md', 'guide/throws.md');
    dropped.mdoc = [];
    dropped.types = [];
  });

  it('passes when every page compiled and matched', async () => {
    expect(await check()).toEqual({
      compiled: ['content/current/guide/drifted.md', 'content/current/guide/good.md'],
      problems: [],
    });
  });

  it("fails, naming the page, when mdoc's output leaves a page out", async () => {
    dropped.mdoc = ['content/current/guide/good.md'];
    expect(await check()).toMatchInlineSnapshot(`
      {
        "compiled": [
          "content/current/guide/drifted.md",
        ],
        "problems": [
          "content/current/guide/good.md:7:1 has Scala blocks that were not checked: mdoc or the types program left it out of its results without reporting an error.",
        ],
      }
    `);
  });

  it('fails, naming the page, when the types program leaves a page out', async () => {
    dropped.types = ['content/current/guide/drifted.md'];
    const { compiled, problems } = await check();
    expect(compiled).toEqual(['content/current/guide/good.md']);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/current\/guide\/drifted\.md:\d+:1 has Scala blocks that were not checked/),
    ]);
  });
});
