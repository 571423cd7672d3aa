import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../../src/node/files/list-files';
import { outputFiles } from '../../../src/node/outputs/site-outputs';
import { loadSite } from '../../../src/node/site/load-site';

const run = promisify(execFile);
const PROJECT_ROOT = resolve(__dirname, '../../..');
/** The smallest fixture with an archived version: current and v1, a few pages each. */
const FIXTURE = join(PROJECT_ROOT, 'tests/fixtures/docusaurus-site');
/** What a checkout holds besides the engine: its site (the fixture's takes its place), tests, guides, what it built. */
const LEFT_OUT = new Set([
  '.git',
  'node_modules',
  'dist',
  '.cache',
  'tests',
  'guides',
  'scripts',
  'content',
  'compiled-examples',
  'api-reference',
  'site.yaml',
  'test-results',
  'playwright-report',
  'coverage',
]);

let scratch: string;
/** What the cold build said. */
let coldBuild: string;

/** A file's text, written anew (a new file renamed over it): a hard link into the checkout's node_modules stays as it was. */
async function rewrite(file: string, text: string): Promise<void> {
  await writeFile(join(scratch, `${file}.edit`), text);
  await rename(join(scratch, `${file}.edit`), join(scratch, file));
}

/** Edits of some files of the copy, which can be undone and made again. */
class Edits {
  private readonly texts = new Map<string, { before: string; after: string }>();
  /** Applies `edit` to the file, which must change it, and remembers both texts. */
  async edit(file: string, edit: (text: string) => string): Promise<void> {
    const before = await readFile(join(scratch, file), 'utf8');
    const after = edit(before);
    expect(after, `the edit of ${file}`).not.toBe(before);
    await rewrite(file, after);
    this.texts.set(file, { before: this.texts.get(file)?.before ?? before, after });
  }
  /** Remembers what a file holds now as its edited text (a file a tool wrote). */
  async took(file: string, before: string): Promise<void> {
    this.texts.set(file, { before, after: await readFile(join(scratch, file), 'utf8') });
  }
  undo = () => Promise.all([...this.texts].map(([file, { before }]) => rewrite(file, before)));
  redo = () => Promise.all([...this.texts].map(([file, { after }]) => rewrite(file, after)));
}

/** The environment a site owner builds in: the test runner's own (NODE_ENV=test, which makes React's development build) left out. */
const ownerEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
);

/** `npm run build` in the copy, into `outDir`; what its last lines say of the cache, the time left out. */
async function build(outDir = 'dist'): Promise<string> {
  const { stdout } = await run(join(scratch, 'node_modules/.bin/tsx'), ['src/node/build.ts', '--out-dir', outDir], {
    cwd: scratch,
    env: ownerEnv,
    timeout: 300_000,
  });
  const lines = stdout.trim().split('\n');
  const built = lines.findIndex((line) => line.startsWith('Built '));
  expect(built, stdout).toBeGreaterThanOrEqual(0);
  return [lines[built]!.replace(/ in [\d.]+ s\.$/, '.'), ...lines.slice(built + 1)].join('\n');
}

/** The files that differ between two builds' folders, by path: present in one only, or with other bytes. */
async function differences(a: string, b: string): Promise<string[]> {
  const [filesA, filesB] = [await listFiles(join(scratch, a)), await listFiles(join(scratch, b))];
  const all = [...new Set([...filesA, ...filesB])].sort();
  const differing: string[] = [];
  for (const file of all) {
    const [bytesA, bytesB] = await Promise.all(
      [a, b].map((dir) => readFile(join(scratch, dir, file)).catch(() => undefined)),
    );
    if (bytesA === undefined || bytesB === undefined || !bytesA.equals(bytesB)) differing.push(file);
  }
  expect(filesA.length).toBeGreaterThan(20);
  return differing;
}

/** The HTML files of a build that are pages of the app (not redirects), by path. */
async function pages(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const file of await listFiles(join(scratch, dir))) {
    if (!file.endsWith('.html')) continue;
    const html = await readFile(join(scratch, dir, file), 'utf8');
    if (html.includes('<div id="root"')) found.set(file, html);
  }
  return found;
}

/** What the built scripts and stylesheets hold, all together. */
async function assets(dir: string): Promise<string> {
  const files = await readdir(join(scratch, dir, 'assets'));
  return (await Promise.all(files.map((file) => readFile(join(scratch, dir, 'assets', file), 'utf8')))).join('\n');
}

const pageEdits = new Edits();
const appEdits = new Edits();
const DEPENDENCY = 'node_modules/scheduler/cjs/scheduler.production.js';
const PATCHED = ['node_modules/@docsearch/js/dist/esm/docsearch.js', 'node_modules/@docsearch/js/dist/esm/index.js'];

/**
 * A build after a change equals a build of the same tree from nothing, file for file, and says
 * what it reused. The copy is built cold once with every change made (its output the reference);
 * then each group of changes is undone and the copy built, so that its cache holds the other
 * tree, and made again and built warm: that build is compared with the cold one. The pages'
 * changes need no Vite, the app's need it twice; three Vite runs in all.
 */
describe('npm run build, twice, with a change between', () => {
  beforeAll(async () => {
    await mkdir(join(PROJECT_ROOT, '.cache'), { recursive: true });
    // Under the checkout's .cache/: on the file system of its node_modules, which it links.
    scratch = await mkdtemp(join(PROJECT_ROOT, '.cache', 'build-twice-'));
    for (const entry of await readdir(PROJECT_ROOT))
      if (!LEFT_OUT.has(entry)) await cp(join(PROJECT_ROOT, entry), join(scratch, entry), { recursive: true });
    execFileSync('cp', ['-al', join(PROJECT_ROOT, 'node_modules'), join(scratch, 'node_modules')]);
    await cp(join(FIXTURE, 'site.yaml'), join(scratch, 'site.yaml'));
    await cp(join(FIXTURE, 'content'), join(scratch, 'content'), { recursive: true });

    // Pages, current and archived, and vite.config.ts, which the build does not read.
    await pageEdits.edit('content/current/index.md', (text) => `${text}\nA paragraph added between two builds.\n`);
    await pageEdits.edit('content/v1/index.md', (text) => `${text}\nAn archived paragraph added between two builds.\n`);
    await pageEdits.edit('vite.config.ts', (text) => `${text}// Edited between two builds.\n`);
    // The app: the page template, a schema default, a renderer, a dependency, a patch.
    await appEdits.edit('index.html', (text) =>
      text.replace('</head>', '  <meta name="x-edited" content="index.html edited between two builds" />\n  </head>'),
    );
    await appEdits.edit('schema/announcement.ts', (text) =>
      text.replace("default('var(--brand-surface)')", "default('var(--brand-surface-edited)')"),
    );
    await appEdits.edit('renderers/footer/Footer.tsx', (text) =>
      text.replace(
        'className="footer-inner"',
        'className="footer-inner" data-edited="renderer edited between two builds"',
      ),
    );
    await appEdits.edit(
      DEPENDENCY,
      (text) => `${text}globalThis.dependencyEdited = 'dependency edited between two builds';\n`,
    );
    // A patch edited and installed again: its package's files as npm unpacks them, then the postinstall.
    const patchFile = 'patches/docsearch-js-5.1.2.mjs';
    const patch = (await import(join(scratch, patchFile))) as {
      replacements: Array<{ find: string; replace: string }>;
    };
    const installed = await Promise.all(PATCHED.map((file) => readFile(join(scratch, file), 'utf8')));
    for (const [index, file] of PATCHED.entries())
      await rewrite(
        file,
        patch.replacements.reduce((text, { find, replace }) => text.replaceAll(replace, find), installed[index]!),
      );
    await appEdits.edit(patchFile, (text) =>
      text.replace(
        "replace: 'setContext({ searchSuggestions: Object.keys(sources) });",
        'replace: \'setContext({ searchSuggestions: Object.keys(sources), edited: "patch edited between two builds" });',
      ),
    );
    execFileSync('node', [join(scratch, 'patches/apply-patches.mjs')], { cwd: scratch, stdio: 'ignore' });
    for (const [index, file] of PATCHED.entries()) await appEdits.took(file, installed[index]!);

    coldBuild = await build('dist-cold');
  }, 300_000);

  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('makes everything from nothing the first time', () => {
    expect(coldBuild).toMatchInlineSnapshot(`
      "Built 19 pages into dist-cold/.
      Made again: the app's bundles (not kept before); archived version v1 (not kept before)."
    `);
  });

  it("writes every file of the site's outputs list, and no data or text file besides", async () => {
    const site = await loadSite({ siteRoot: FIXTURE, compiledExamples: 'skip', readHistory: false });
    const listed = [...outputFiles(site).keys()].sort();
    expect(listed.length).toBeGreaterThan(20);
    const written = (await listFiles(join(scratch, 'dist-cold'))).filter(
      (file) => file.startsWith('page-data/') || /\.(?:md|txt)$/.test(file),
    );
    // robots.txt is the site's own file, beside what its pages make.
    expect(written.filter((file) => file !== 'robots.txt').sort()).toEqual(listed);
  });

  it("renders the archived version alone after its page changes, reusing the app's bundles, and equals the cold build", async () => {
    await pageEdits.undo();
    expect(await build()).toMatchInlineSnapshot(`
      "Built 19 pages into dist/.
      Reused from .cache/build/, nothing they were made from having changed: the app's bundles.
      Made again: archived version v1 (changed: content/v1/index.md)."
    `);
    await pageEdits.redo();
    expect(await build()).toMatchInlineSnapshot(`
      "Built 19 pages into dist/.
      Reused from .cache/build/, nothing they were made from having changed: the app's bundles.
      Made again: archived version v1 (changed: content/v1/index.md)."
    `);
    expect(await differences('dist', 'dist-cold')).toEqual([]);
    const built = await pages('dist');
    expect(built.get('docs/v1.html') ?? built.get('docs/v1/index.html')).toContain(
      'An archived paragraph added between two builds.',
    );
    expect(built.get('docs.html') ?? built.get('docs/index.html')).toContain('A paragraph added between two builds.');
  }, 120_000);

  it('bundles the app again after a change of index.html, a schema default, a renderer, a dependency or a patch, carries it on every page, archived ones included, and equals the cold build', async () => {
    await appEdits.undo();
    expect(await build()).toMatchInlineSnapshot(`
      "Built 19 pages into dist/.
      Made again: the app's bundles (changed: index.html, node_modules/@docsearch/js/dist/esm/docsearch.js, node_modules/@docsearch/js/dist/esm/index.js, node_modules/scheduler/cjs/scheduler.production.js, renderers/footer/Footer.tsx and 1 more); archived version v1 (changed: schema/announcement.ts, site.yaml as its pages use it, the app's bundles)."
    `);
    await appEdits.redo();
    expect(await build()).toMatchInlineSnapshot(`
      "Built 19 pages into dist/.
      Made again: the app's bundles (changed: index.html, node_modules/@docsearch/js/dist/esm/docsearch.js, node_modules/@docsearch/js/dist/esm/index.js, node_modules/scheduler/cjs/scheduler.production.js, renderers/footer/Footer.tsx and 1 more); archived version v1 (changed: schema/announcement.ts, site.yaml as its pages use it, the app's bundles)."
    `);
    expect(await differences('dist', 'dist-cold')).toEqual([]);

    const built = await pages('dist');
    const archived = [...built.keys()].filter((file) => file.startsWith('docs/v1'));
    expect(archived.length).toBeGreaterThan(0);
    for (const [file, html] of built) {
      expect(html, file).toContain('index.html edited between two builds');
      expect(html, file).toContain('renderer edited between two builds');
    }
    for (const file of archived) expect(built.get(file), file).toContain('var(--brand-surface-edited)');
    const scripts = await assets('dist');
    expect(scripts).toContain('dependency edited between two builds');
    expect(scripts).toContain('patch edited between two builds');
  }, 240_000);

  it('reuses everything when nothing changed, and equals the cold build', async () => {
    expect(await build()).toMatchInlineSnapshot(`
      "Built 19 pages into dist/.
      Reused from .cache/build/, nothing they were made from having changed: the app's bundles, archived version v1."
    `);
    expect(await differences('dist', 'dist-cold')).toEqual([]);
  }, 120_000);

  it("leaves the checkout's node_modules as it was", async () => {
    for (const file of [DEPENDENCY, ...PATCHED])
      expect(await readFile(join(PROJECT_ROOT, file), 'utf8')).not.toContain('edited between two builds');
  });
});
