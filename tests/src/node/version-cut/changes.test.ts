import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Changes } from '../../../../src/node/version-cut/changes';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function project(): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'effectie-changes-'));
  await writeFile(join(root, 'site.yaml'), 'title: Before\n');
  await mkdir(join(root, 'compiled-examples/current'), { recursive: true });
  await writeFile(join(root, 'compiled-examples/current/index.json'), '{"old":true}\n');
  return root;
}

describe('Changes', () => {
  it('rolls back a half-done cut: moved folders go, replaced and rewritten files come back, nothing of its own is left', async () => {
    const root = await project();
    const changes = await Changes.start(root);
    await mkdir(join(changes.workDir, 'staged/page'), { recursive: true });
    await writeFile(join(changes.workDir, 'staged/page/index.md'), '# Archived\n');
    await changes.moveIntoPlace(join(changes.workDir, 'staged/page'), 'content/2.2.0');
    await changes.replaceFile('site.yaml', 'title: After\n');
    await changes.preserve('compiled-examples/current');
    await writeFile(join(root, 'compiled-examples/current/index.json'), '{"new":true}\n');
    await writeFile(join(root, 'compiled-examples/current/other.json'), '{}\n');
    expect(await readFile(join(root, 'content/2.2.0/index.md'), 'utf8')).toBe('# Archived\n');

    await changes.rollBack();
    expect(existsSync(join(root, 'content/2.2.0'))).toBe(false);
    expect(await readFile(join(root, 'site.yaml'), 'utf8')).toBe('title: Before\n');
    expect(await readdir(join(root, 'compiled-examples/current'))).toEqual(['index.json']);
    expect(await readFile(join(root, 'compiled-examples/current/index.json'), 'utf8')).toBe('{"old":true}\n');
    expect(await readdir(join(root, '.cache'))).toEqual([]);
  });

  it('keeps everything once finished', async () => {
    const root = await project();
    const changes = await Changes.start(root);
    await changes.replaceFile('site.yaml', 'title: After\n');
    await changes.finish();
    expect(await readFile(join(root, 'site.yaml'), 'utf8')).toBe('title: After\n');
    expect(existsSync(changes.workDir)).toBe(false);
  });
});
