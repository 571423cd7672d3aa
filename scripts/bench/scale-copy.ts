import { cp, mkdir, mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a checkout holds that is not the site: its history, what it installed, and what it built or cached. */
const LEFT_OUT = new Set(['.git', 'node_modules', 'dist', '.cache', 'test-results', 'playwright-report', 'coverage']);

/**
 * A copy of the checkout in a folder of its own under the system's temporary folder, to grow and
 * build without touching the checkout. Its node_modules/ is a folder of links to the checkout's
 * packages, so nothing is installed again, while what Vite caches there (.vite/, .vite-temp/)
 * is the copy's own.
 */
export async function copyCheckout(root: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'effectie-scale-'));
  for (const entry of await readdir(root)) {
    if (!LEFT_OUT.has(entry))
      await cp(join(root, entry), join(copy, entry), { recursive: true, verbatimSymlinks: true });
  }
  await mkdir(join(copy, 'node_modules'));
  for (const entry of await readdir(join(root, 'node_modules'))) {
    if (!entry.startsWith('.vite') && entry !== '.cache')
      await symlink(join(root, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  return copy;
}
