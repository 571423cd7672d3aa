import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_FILE_WATCH } from '../../../../src/node/vite/saved-file-watch';

let root: string;
let file: string;
let server: ViteDevServer;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'saved-file-watch-'));
  file = join(root, 'page.md');
  await writeFile(file, '# Page\n');
  server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: SAVED_FILE_WATCH },
  });
  // The server watches its root; the page is watched once its folder has been listed.
  await vi.waitFor(() => expect(server.watcher.getWatched()[root]).toContain('page.md'));
});
afterEach(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** What the file holds when the watcher first reports it changed. */
async function textWhenReported(save: () => Promise<void>): Promise<string> {
  const reported = new Promise<string>((report) => {
    server.watcher.once('change', () => report(readFile(file, 'utf8')));
  });
  await save();
  return reported;
}

describe("the development server's watcher", () => {
  it('reports a file saved in place once the editor has written it, not when it emptied it', async () => {
    const text = await textWhenReported(async () => {
      await writeFile(file, '');
      await new Promise((wait) => setTimeout(wait, 5));
      await writeFile(file, '# Page\n\nSaved.\n');
    });
    expect(text).toBe('# Page\n\nSaved.\n');
  });

  it('reports a file emptied on purpose as empty', async () => {
    expect(await textWhenReported(() => writeFile(file, ''))).toBe('');
  });
});
