import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appBundleCache, appBundleKey, type AppBundleInputs } from '../../../../src/node/prerender/app-bundle-cache';
import { appSourceHash } from '../../../../src/node/prerender/app-source-hash';
import { stagedOutput } from '../../../../src/node/prerender/staged-output';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'app-bundle-cache-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes the files under `dir` (from the temporary root) and gives the folder. */
async function folder(dir: string, files: Record<string, string>): Promise<string> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(root, dir, file, '..'), { recursive: true });
    await writeFile(join(root, dir, file), text);
  }
  await mkdir(join(root, dir), { recursive: true });
  return join(root, dir);
}

describe("the key of the app's bundles", () => {
  let inputs: Omit<AppBundleInputs, 'appSources'>;
  beforeEach(async () => {
    const projectRoot = await folder('project', {
      'src/client/App.tsx': 'export const App = 1;',
      'package.json': '{}',
      'package-lock.json': '{"lockfileVersion":3}',
      'public/img/logo.svg': '<svg/>',
      'site.yaml': 'title: Site\n',
      'content/current/index.md': '# Home',
    });
    inputs = {
      projectRoot,
      siteRoot: projectRoot,
      configFile: 'site.yaml',
      modules: new Map([['virtual:effectie/home', 'export default {}']]),
    };
  });
  /** The key as the build makes it, the app's sources hashed as they are now. */
  const key = async (changed: Partial<AppBundleInputs> = {}) =>
    appBundleKey({ ...inputs, appSources: await appSourceHash(inputs.projectRoot), ...changed });

  it('stays when only pages change, which are in no bundle', async () => {
    const before = await key();
    await folder('project', { 'content/current/index.md': '# Home, edited', 'content/current/new.md': '# New' });
    expect(await key()).toBe(before);
  });

  it.each([
    ["the app's code", { 'src/client/App.tsx': 'export const App = 2;' }],
    ['a dependency', { 'package-lock.json': '{"lockfileVersion":3,"packages":{}}' }],
    ['a logo of public/, which the page inlines', { 'public/img/logo.svg': '<svg><rect/></svg>' }],
    ["site.yaml, whose title and scripts are in the page's template", { 'site.yaml': 'title: Other\n' }],
  ])('changes with %s', async (_what, files: Record<string, string>) => {
    const before = await key();
    await folder('project', files);
    expect(await key()).not.toBe(before);
  });

  it('changes with the home page module, which the site renders', async () => {
    const before = await key();
    expect(await key({ modules: new Map([['virtual:effectie/home', 'export default { sample: 1 }']]) })).not.toBe(
      before,
    );
  });
});

describe("the cache of the app's bundles", () => {
  it('gives back, under the same key, what Vite wrote into the output and server folders', async () => {
    const cache = appBundleCache(join(root, 'cache'));
    const client = await folder('client', {
      'index.html': '<html>',
      'assets/app-1.js': 'app',
      '.vite/manifest.json': '{}',
    });
    const server = await folder('server', { 'entry-server.js': 'export {}' });
    await cache.keep('key-a', client, server);
    const [laterClient, laterServer] = [await folder('later-client', {}), await folder('later-server', {})];
    expect(await cache.restore('key-a', laterClient, laterServer)).toBe(true);
    expect(await readFile(join(laterClient, 'assets/app-1.js'), 'utf8')).toBe('app');
    expect(await readFile(join(laterClient, '.vite/manifest.json'), 'utf8')).toBe('{}');
    expect(await readdir(laterServer)).toEqual(['entry-server.js']);
  });

  it('has nothing under another key, and keeps the latest bundles only', async () => {
    const cache = appBundleCache(join(root, 'cache'));
    const [client, server] = [
      await folder('client', { 'index.html': 'a' }),
      await folder('server', { 'entry-server.js': 'a' }),
    ];
    await cache.keep('key-a', client, server);
    expect(await cache.restore('key-b', await folder('c2', {}), await folder('s2', {}))).toBe(false);
    await cache.keep('key-b', client, server);
    expect(await readdir(join(root, 'cache'))).toEqual(['key-b']);
  });

  it('keeps what it gives back as it was when the build writes over a file of it, as it does the home page', async () => {
    const cache = appBundleCache(join(root, 'cache'));
    await cache.keep('key-a', await folder('client', { 'index.html': 'template' }), await folder('server', {}));
    const staged = await stagedOutput(join(root, '.cache'));
    await cache.restore('key-a', staged.dir, await folder('s1', {}));
    await staged.write('index.html', '<html>the home page</html>');
    const later = await folder('later', {});
    await cache.restore('key-a', later, await folder('s2', {}));
    expect(await readFile(join(later, 'index.html'), 'utf8')).toBe('template');
  });

  it('takes a copy that was cut short, without its list of files, for nothing kept', async () => {
    const cache = appBundleCache(join(root, 'cache'));
    await cache.keep('key-a', await folder('client', { 'index.html': 'a' }), await folder('server', {}));
    await rm(join(root, 'cache', 'key-a', 'bundles.json'));
    expect(await cache.restore('key-a', await folder('c2', {}), await folder('s2', {}))).toBe(false);
  });
});
