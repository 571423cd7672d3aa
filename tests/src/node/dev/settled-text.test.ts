import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settledText } from '../../../../src/node/dev/settled-text';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'settled-text-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('a saved file as the development server reads it', () => {
  it('is the text the editor wrote, not the empty file it left a moment before', async () => {
    const file = join(root, 'page.md');
    await writeFile(file, '');
    const read = settledText(file);
    await new Promise((wait) => setTimeout(wait, 5));
    await writeFile(file, '# Page\n\nSaved.\n');
    expect(await read).toBe('# Page\n\nSaved.\n');
  });

  it('is an empty file when the file stays empty', async () => {
    const file = join(root, 'page.md');
    await writeFile(file, '');
    expect(await settledText(file)).toBe('');
  });
});
