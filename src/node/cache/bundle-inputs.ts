import { isAbsolute, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { listFiles } from '../files/list-files';
import type { ReadRecord } from '../files/read-record';
import { hashFilesInto, hashTreesInto, nearestFiles } from './input-state';

/** Modules esbuild compiles with the options of the nearest tsconfig.json, as Vite's esbuild plugin does. */
const COMPILED_WITH_TSCONFIG = /\.(?:[cm]?ts|[jt]sx)$/;

/**
 * A Vite plugin that writes into `record` what a build of the app was made from, once it is done:
 * every module Vite loaded (node_modules' included, so an edited dependency or patch shows), every
 * file a plugin watched, the original files of the assets it emitted, index.html, the public
 * folder's files and listing, the .env files Vite reads (those that are not there too), the
 * config file and what it imports if Vite loaded one, and the package.json and tsconfig.json that
 * decide how each module is resolved and compiled. Virtual modules are made by the build's code
 * from what it read, which the caller records; the tools themselves are in package-lock.json.
 */
export function recordBundleInputs(record: ReadRecord): Plugin {
  let config: ResolvedConfig;
  const modules = new Set<string>();
  const files = new Set<string>();
  return {
    name: 'effectie-bundle-inputs',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      files.add(join(config.root, 'index.html'));
      if (config.configFile !== undefined) files.add(config.configFile);
      for (const file of config.configFileDependencies) files.add(resolve(config.root, file));
      if (config.envDir !== false) {
        const envDir = resolve(config.root, config.envDir ?? '.');
        for (const name of ['.env', '.env.local', `.env.${config.mode}`, `.env.${config.mode}.local`])
          files.add(join(envDir, name));
      }
    },
    buildEnd(error) {
      if (error !== undefined) return;
      for (const id of this.getModuleIds()) {
        const path = id.split('?')[0]!;
        if (!id.startsWith('\0') && isAbsolute(path)) modules.add(path);
      }
      for (const id of this.getWatchFiles()) {
        const path = id.split('?')[0]!;
        if (isAbsolute(path)) files.add(path);
      }
    },
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'asset') for (const name of output.originalFileNames) files.add(resolve(config.root, name));
    },
    async closeBundle() {
      const compiled = [...modules].filter((path) => COMPILED_WITH_TSCONFIG.test(path));
      await hashFilesInto(record, [
        ...modules,
        ...files,
        ...(await nearestFiles('package.json', modules)),
        ...(await nearestFiles('tsconfig.json', compiled)),
      ]);
      if (config.publicDir !== '' && config.build.copyPublicDir) {
        await hashTreesInto(record, [config.publicDir]);
        const publicFiles = await listFiles(config.publicDir).catch(() => []);
        await hashFilesInto(
          record,
          publicFiles.map((file) => join(config.publicDir, file)),
        );
      }
    },
  };
}
