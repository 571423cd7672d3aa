import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSiteConfig } from '../../schema/parse';
import { stageArchivedVersion } from '../../src/node/version-cut/stage-version';
import { withArchivedCopy } from './scale-site-yaml';

const CONFIG = 'site.yaml';

/** How many docs versions the site of `root` has. */
export async function versionCount(root: string): Promise<number> {
  return parseSiteConfig(await readFile(join(root, CONFIG), 'utf8'), CONFIG).value.docs.versions.length;
}

/**
 * Grows the site of `root` to `size` versions by archiving current again and again as
 * `npm run version:cut` archives it: its pages, compiled examples and API reference are copied
 * for each new version ("scale-3", "scale-4", ...), and site.yaml lists it. Nothing is compiled:
 * the copies' output is current's, as a cut's archived version starts with.
 */
export async function growTo(root: string, size: number): Promise<void> {
  let text = await readFile(join(root, CONFIG), 'utf8');
  for (let count = parseSiteConfig(text, CONFIG).value.docs.versions.length + 1; count <= size; count++) {
    const copy = withArchivedCopy(text, CONFIG, `scale-${count}`);
    // Staging reads only the names of the versions and their sets; it writes straight into place.
    await stageArchivedVersion(root, root, { ...copy, previousRelease: '', release: '', changes: [] });
    text = copy.text;
  }
  await writeFile(join(root, CONFIG), text);
}
