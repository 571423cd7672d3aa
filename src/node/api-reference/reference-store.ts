import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { listSourceFolder } from '../files/list-source-files';
import { readSourceFile } from '../files/read-source-file';
import { byModuleName, type ModuleApi, type VersionApi } from './module-api';

/**
 * Committed beside content/, like compiled-examples/: the build writes the API reference from
 * these files, so it needs neither a JDK nor the sources jars. `npm run coverage` checks them.
 */
export const REFERENCE_DIR = 'api-reference';

export function referenceFile(versionName: string, module: string): string {
  return posix.join(REFERENCE_DIR, versionName, `${module}.json`);
}

/** One item per line, so a diff shows which declarations changed. */
export function formatModuleApi({ items, ...module }: ModuleApi): string {
  const head = JSON.stringify(module, null, 2).replace(/\n\}$/, '');
  const list = items.length === 0 ? '[]' : `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
  return `${head},\n  "items": ${list}\n}\n`;
}

/** The committed modules of a version, by module name; none when it has no folder. */
export async function readReference(projectRoot: string, versionName: string): Promise<ModuleApi[]> {
  const dir = join(projectRoot, REFERENCE_DIR, versionName);
  const files = await listSourceFolder(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const modules = files
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readSourceFile(join(dir, file))) as ModuleApi);
  return modules.sort(byModuleName);
}

/** Writes each version's modules and removes the files of modules it no longer has. */
export async function writeReference(projectRoot: string, apis: readonly VersionApi[]): Promise<string[]> {
  const written: string[] = [];
  for (const { versionName, modules } of apis) {
    await rm(join(projectRoot, REFERENCE_DIR, versionName), { recursive: true, force: true });
    for (const module of modules) {
      const file = referenceFile(versionName, module.module);
      await mkdir(dirname(join(projectRoot, file)), { recursive: true });
      await writeFile(join(projectRoot, file), formatModuleApi(module));
      written.push(file);
    }
  }
  return written;
}

/** What differs between the sources jars and the committed files: one line per file. */
export async function compareReference(projectRoot: string, apis: readonly VersionApi[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { versionName, modules } of apis) {
    const committed = new Map((await readReference(projectRoot, versionName)).map((module) => [module.module, module]));
    for (const module of modules) {
      const file = referenceFile(versionName, module.module);
      const existing = committed.get(module.module);
      committed.delete(module.module);
      if (existing === undefined) problems.push(`${file} is missing.`);
      else if (formatModuleApi(existing) !== formatModuleApi(module)) {
        const changed =
          module.items.find((item, index) => JSON.stringify(item) !== JSON.stringify(existing.items[index])) ??
          existing.items[module.items.length];
        problems.push(
          `${file} differs from the sources jar${changed === undefined ? '' : ` at ${changed.qualifiedName}`}.`,
        );
      }
    }
    for (const module of committed.keys())
      problems.push(`${referenceFile(versionName, module)} is for a module the version no longer has.`);
  }
  return problems;
}
