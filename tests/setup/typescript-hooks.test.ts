import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../schema/helpers';

interface Resolved {
  url: string;
}
interface Loaded {
  format: string;
  source: string;
}
interface Hooks {
  resolve(
    specifier: string,
    context: { parentURL?: string },
    next: (specifier: string, context: object) => Promise<Resolved>,
  ): Promise<Resolved>;
  load(url: string, context: object, next: (url: string, context: object) => Promise<Loaded>): Promise<Loaded>;
}

const hooksModule: string = './typescript-hooks.mjs';
const hooks = (await import(/* @vite-ignore */ hooksModule)) as Hooks;
const url = (path: string) => pathToFileURL(join(PROJECT_ROOT, path)).href;
const notFound = async (): Promise<never> => {
  throw new Error('not found');
};

describe('the module hooks that load vitest.config.ts in process', () => {
  it('find a TypeScript module named without its extension, or by the .js it compiles to', async () => {
    const parentURL = `${url('src/node/markdown/index.ts')}?t=1`;
    expect((await hooks.resolve('./code-blocks.js', { parentURL }, notFound)).url).toBe(
      url('src/node/markdown/code-blocks.ts'),
    );
    expect((await hooks.resolve('../vite/plugin', { parentURL }, notFound)).url).toBe(url('src/node/vite/plugin.ts'));
  });

  it('leave every other failure to resolve as Node reports it', async () => {
    await expect(
      hooks.resolve('./missing', { parentURL: url('src/node/markdown/index.ts') }, notFound),
    ).rejects.toThrow('not found');
    await expect(
      hooks.resolve('./code-blocks', { parentURL: url('patches/apply-patches.mjs') }, notFound),
    ).rejects.toThrow('not found');
  });

  it('compile TypeScript to a module, and leave other files to Node', async () => {
    const loaded = await hooks.load(url('registry/search-transform-names.ts'), {}, notFound);
    expect(loaded.format).toBe('module');
    expect(loaded.source).toContain(
      "export const searchTransformNames = Object.freeze(['onePerPage', 'stripTitleSuffix']);",
    );
    expect(loaded.source).not.toContain('export type');
    await expect(hooks.load(url('patches/apply-patches.mjs'), {}, notFound)).rejects.toThrow('not found');
  });
});
