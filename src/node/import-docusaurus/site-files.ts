import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { listFiles } from '../files/list-files';
import type { Uncarried } from './report';

/** Every file under `dir`, as paths from it in posix form; empty when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await listFiles(dir)).filter(
    (path) => !path.split('/').includes('node_modules') && !path.split('/').includes('.DS_Store'),
  );
}

/** Components swizzled under src/theme, which replace Docusaurus's own. */
export async function swizzledComponents(siteDir: string): Promise<Uncarried[]> {
  const files = await filesUnder(join(siteDir, 'src/theme'));
  return files.map((path) => ({
    where: `src/theme/${path}:1`,
    what: `swizzled component ${posix.dirname(path) === '.' ? path.replace(/\.[^.]+$/, '') : posix.dirname(path)}`,
    why: "this site has its own components; a change to them is a change to this project's code (renderers/, src/client/).",
  }));
}
