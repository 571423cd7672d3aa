import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appSourceHash } from '../../../../src/node/prerender/app-source-hash';

let root: string;
const write = async (file: string, text: string) => {
  await mkdir(join(root, file, '..'), { recursive: true });
  await writeFile(join(root, file), text);
};
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'app-source-hash-'));
  await write('src/node/markdown/render.ts', 'export const render = 1;');
  await write('src/client/App.tsx', 'export const App = 1;');
  await write('package.json', '{}');
  await write('content/v1/index.md', '# v1');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("the hash of the app's sources, which keys archived versions' output", () => {
  it("changes with the build's own code, which is in no bundle", async () => {
    const before = await appSourceHash(root);
    await write('src/node/markdown/render.ts', 'export const render = 2;');
    expect(await appSourceHash(root)).not.toBe(before);
  });

  it("changes with a new file of the app, and not with the site's pages", async () => {
    const before = await appSourceHash(root);
    await write('content/v1/index.md', '# v1, edited');
    expect(await appSourceHash(root)).toBe(before);
    await write('renderers/footer/Footer.tsx', 'export const Footer = 1;');
    expect(await appSourceHash(root)).not.toBe(before);
  });
});
