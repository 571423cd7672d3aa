import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cutSiteYaml } from '../../../../src/node/version-cut/cut-site-yaml';
import { stageArchivedVersion, withExampleSet } from '../../../../src/node/version-cut/stage-version';
import { VERSION_CUT_SITE } from './helpers';

let stage: string;
afterEach(() => rm(stage, { recursive: true, force: true }));

describe('stageArchivedVersion', () => {
  it('copies pages, compiled examples and API reference of current for the archived version, which name its own example set', async () => {
    stage = await mkdtemp(join(tmpdir(), 'effectie-stage-'));
    const cut = cutSiteYaml(await readFile(join(VERSION_CUT_SITE, 'site.yaml'), 'utf8'), 'site.yaml', {
      release: '2.3.0',
    });
    const staged = await stageArchivedVersion(VERSION_CUT_SITE, stage, cut);

    expect(staged.map(({ target, files }) => [target, files])).toEqual([
      ['content/2.2.0', 1],
      ['compiled-examples/2.2.0', 1],
      ['api-reference/2.2.0', 4],
    ]);
    expect(await readFile(join(stage, 'content/2.2.0/index.md'), 'utf8')).toBe(
      (await readFile(join(VERSION_CUT_SITE, 'content/current/index.md'), 'utf8')).replace(
        'examples: current-ce3',
        'examples: 2-2-0-ce3',
      ),
    );
    const original = JSON.parse(
      await readFile(join(VERSION_CUT_SITE, 'compiled-examples/current/index.json'), 'utf8'),
    ) as Record<string, unknown>;
    const copy = JSON.parse(await readFile(join(stage, 'compiled-examples/2.2.0/index.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(copy).toEqual({ ...original, page: 'content/2.2.0/index.md', set: '2-2-0-ce3' });
    expect(await readdir(join(stage, 'api-reference/2.2.0'))).toEqual(
      await readdir(join(VERSION_CUT_SITE, 'api-reference/current')),
    );
  });
});

describe('withExampleSet', () => {
  const sets = new Map([['current-ce3', '2-2-0-ce3']]);

  it('renames a set named in the front matter only, keeping quotes and comments', () => {
    const page =
      '---\ntitle: Fx\nexamples: "current-ce3" # Cats Effect 3\n---\n\nexamples: current-ce3 is prose here.\n';
    expect(withExampleSet(page, sets)).toBe(
      '---\ntitle: Fx\nexamples: "2-2-0-ce3" # Cats Effect 3\n---\n\nexamples: current-ce3 is prose here.\n',
    );
  });

  it('leaves a set of another version, and a page without front matter, as they are', () => {
    expect(withExampleSet('---\nexamples: v1\n---\n', sets)).toBe('---\nexamples: v1\n---\n');
    expect(withExampleSet('examples: current-ce3\n', sets)).toBe('examples: current-ce3\n');
  });
});
