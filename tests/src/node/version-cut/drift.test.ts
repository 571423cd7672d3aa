import { describe, expect, it } from 'vitest';
import type { CachedSet } from '../../../../src/node/examples/cache-store';
import type { PageExamples } from '../../../../src/node/examples/page-examples';
import type { ModuleApi } from '../../../../src/node/api-reference/module-api';
import { computeDrift, lineChanges } from '../../../../src/node/version-cut/drift';

const page = (fileName: string, blocks: Array<{ line: number; code: string }>): PageExamples =>
  ({
    fileName,
    versionName: 'current',
    pagePath: fileName.replace('content/current/', ''),
    lineCount: 40,
    blocks: blocks.map((block) => ({ ...block, modifiers: [] })),
    key: 'k',
    set: { name: 'current-ce3' },
    pageSets: ['current-ce3'],
  }) as unknown as PageExamples;
const cached = (rendered: string[], types: CachedSet['types']): CachedSet => ({
  set: 'current-ce3',
  key: 'k',
  rendered,
  types,
});
const api = (...names: string[]): ModuleApi[] => [
  {
    module: 'effectie-core',
    artifact: 'io.kevinlee:effectie-core_2.13:x',
    items: names.map((qualifiedName) => ({
      kind: qualifiedName.includes('#') ? 'method' : 'type class',
      name: qualifiedName.split(/[.#]/).pop()!,
      qualifiedName,
      signature: '',
    })),
  },
];

const RESTART = page('content/current/restart.md', [
  { line: 10, code: 'val io = effectOf[IO](1)\nio.restartWhile(_ < 3)\nio.restartWhile(_ < 4)' },
]);
const BROKEN = page('content/current/broken.md', [{ line: 5, code: 'CanRestart[IO].restartWhile(io)(_ < 3)' }]);
const SAME = page('content/current/same.md', [{ line: 3, code: '1 + 1' }]);

describe('computeDrift', () => {
  const drift = computeDrift({
    currentName: 'current',
    previousRelease: '2.2.0',
    release: '2.3.0',
    archived: { name: '2.2.0', label: '2.2.0', path: '/docs/2.2.0' },
    pages: [SAME, RESTART, BROKEN],
    before: new Map([
      [SAME, cached(['1 + 1\n// res0: Int = 2'], { entries: [], blocks: [[]] })],
      [
        RESTART,
        cached(['io.restartWhile(_ < 3)\n// res0: IO[Int] = Delay(x)'], {
          entries: [{ signature: 'def restartWhile(p: A => Boolean): F[A]' }],
          blocks: [
            [
              [1, 3, 12, 0],
              [2, 3, 12, 0],
            ],
          ],
        }),
      ],
      [BROKEN, cached(['…'], { entries: [], blocks: [[]] })],
    ]),
    after: new Map([
      [SAME, cached(['1 + 1\n// res0: Int = 2'], { entries: [], blocks: [[]] })],
      [
        RESTART,
        cached(['io.restartWhile(_ < 3)\n// res0: IO[Int] = Suspend(x)'], {
          entries: [{ signature: 'def restartWhile(p: A => Boolean): F[A]', type: 'IO[Int]' }],
          blocks: [
            [
              [1, 3, 12, 0],
              [2, 3, 12, 0],
            ],
          ],
        }),
      ],
    ]),
    problems: [
      {
        fileName: BROKEN.fileName,
        line: 6,
        column: 16,
        message: 'type mismatch;\n found   : IO[Int]\n required: => IO[Int]',
      },
    ],
    oldApi: api('effectie.core.CanRestart', 'effectie.core.CanRestart#restartWhile', 'effectie.core.Gone'),
    newApi: api(
      'effectie.core.CanRestart',
      'effectie.core.CanRestart#restartWhile',
      'effectie.core.OnNonFatal',
      'effectie.core.OnNonFatal#onNonFatal',
    ),
    missing: [
      { kind: 'type class', name: 'OnNonFatal', qualifiedName: 'effectie.core.OnNonFatal' },
      { kind: 'method', name: 'restartWhile', qualifiedName: 'effectie.core.CanRestart#restartWhile' },
    ],
  });

  it('lists, per page, the examples that no longer compile at the page line, and the output and types that changed', () => {
    expect(drift.pageCount).toBe(3);
    expect(drift.pages).toEqual([
      {
        fileName: BROKEN.fileName,
        failures: [{ line: 6, column: 16, message: 'type mismatch;\n found   : IO[Int]\n required: => IO[Int]' }],
        output: [],
        types: [],
      },
      {
        fileName: RESTART.fileName,
        failures: [],
        output: [{ line: 10, old: ['// res0: IO[Int] = Delay(x)'], new: ['// res0: IO[Int] = Suspend(x)'] }],
        // The code starts on the line after the fence at line 10: its second line is line 12. A change is said once, with its places.
        types: [
          {
            identifier: 'restartWhile',
            old: 'def restartWhile(p: A => Boolean): F[A]',
            new: 'def restartWhile(p: A => Boolean): F[A]; type IO[Int]',
            places: [
              { line: 12, column: 4 },
              { line: 13, column: 4 },
            ],
          },
        ],
      },
    ]);
  });

  it('names the public names the release adds that no page mentions, and those it removes; a name missing before is not new', () => {
    expect(drift.unmentioned.map((item) => item.qualifiedName)).toEqual(['effectie.core.OnNonFatal']);
    expect(drift.removed.map((item) => item.qualifiedName)).toEqual(['effectie.core.Gone']);
  });
});

describe('lineChanges', () => {
  it('keeps the lines both sides share out of the change', () => {
    expect(lineChanges(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual({ old: ['b'], new: ['x', 'e'] });
  });
});
