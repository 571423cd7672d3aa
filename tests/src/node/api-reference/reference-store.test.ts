import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { VersionApi } from '../../../../src/node/api-reference/module-api';
import { compareReference, readReference, writeReference } from '../../../../src/node/api-reference/reference-store';

const roots: string[] = [];
afterAll(async () => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const item = (qualifiedName: string, signature: string) => ({
  kind: 'method' as const,
  name: qualifiedName.split('#')[1]!,
  qualifiedName,
  signature,
});
const apis: VersionApi[] = [
  {
    versionName: 'current',
    modules: [
      { module: 'effectie-cats', artifact: 'io.kevinlee:effectie-cats_2.13:2.2.0', items: [] },
      {
        module: 'effectie-core',
        artifact: 'io.kevinlee:effectie-core_2.13:2.2.0',
        items: [
          item('effectie.core.FxCtor#pureOf', 'def pureOf[A](a: A): F[A]'),
          item('effectie.core.FxCtor#unitOf', 'def unitOf: F[Unit]'),
        ],
      },
    ],
  },
];

describe('api-reference/', () => {
  it('is written one module per file, one item per line, and read back in module order', async () => {
    const root = await mkdtemp(join(tmpdir(), 'effectie-reference-'));
    roots.push(root);
    expect(await writeReference(root, apis)).toEqual([
      'api-reference/current/effectie-cats.json',
      'api-reference/current/effectie-core.json',
    ]);
    const text = await readFile(join(root, 'api-reference/current/effectie-core.json'), 'utf8');
    expect(text.split('\n').filter((line) => line.includes('"qualifiedName"'))).toHaveLength(2);
    expect(await readReference(root, 'current')).toEqual(apis[0]!.modules);
    expect(await readReference(root, 'v9')).toEqual([]);
    expect(await compareReference(root, apis)).toEqual([]);
  });

  it('differs from the jars when an item changed, a module is missing or one is left over', async () => {
    const root = await mkdtemp(join(tmpdir(), 'effectie-reference-'));
    roots.push(root);
    await writeReference(root, apis);
    const changed: VersionApi[] = [
      {
        versionName: 'current',
        modules: [
          { ...apis[0]!.modules[1]!, items: [item('effectie.core.FxCtor#pureOf', 'def pureOf[A](a: => A): F[A]')] },
          { module: 'effectie-syntax', artifact: 'io.kevinlee:effectie-syntax_2.13:2.2.0', items: [] },
        ],
      },
    ];
    expect(await compareReference(root, changed)).toEqual([
      'api-reference/current/effectie-core.json differs from the sources jar at effectie.core.FxCtor#pureOf.',
      'api-reference/current/effectie-syntax.json is missing.',
      'api-reference/current/effectie-cats.json is for a module the version no longer has.',
    ]);
    await writeFile(
      join(root, 'api-reference/current/effectie-core.json'),
      '{"module":"effectie-core","artifact":"io.kevinlee:effectie-core_2.13:2.2.0","items":[]}',
    );
    expect((await compareReference(root, apis))[0]).toBe(
      'api-reference/current/effectie-core.json differs from the sources jar at effectie.core.FxCtor#pureOf.',
    );
  });
});
