import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CachedPage } from '../../../../../src/node/examples/cache-store';
import { repositoriesFromEnvironment } from '../../../../../src/node/examples/maven';
import { formatExampleProblem, runExamples } from '../../../../../src/node/examples/run-examples';
import type { PageTypes, TypeEntry } from '../../../../../src/node/examples/types/page-types';
import { loadSite } from '../../../../../src/node/site/load-site';
import { copySite, TYPES_SITE } from '../helpers';

// The real thing, like run-examples.test.ts: Maven resolves effectie 2.2.0 (from
// SITE_MAVEN_REPOSITORIES, as for `npm run examples`), mdoc compiles and the types program
// typechecks the page with the same compiler.
const COMPILE_TIMEOUT = 600_000;
const PAGE = 'compiled-examples/current/guide/effects.json';

async function run(root: string, mode: 'check' | 'update') {
  const site = await loadSite({ siteRoot: root, compiledExamples: 'skip' });
  return runExamples({ projectRoot: root, site, mode, repositories: repositoriesFromEnvironment() });
}

/** The entry of the identifier `name` written on `line` (0-based) of block `block`. */
function typeOf(types: PageTypes, code: string[], block: number, line: number, name: string, nth = 0): TypeEntry {
  const column = [...code[block]!.split('\n')[line]!.matchAll(new RegExp(`(?<![\\w$])${name}(?![\\w$])`, 'g'))][nth]
    ?.index;
  const occurrence = types.blocks[block]!.find(
    ([l, c, length]) => l === line && c === column && length === name.length,
  );
  if (occurrence === undefined) throw new Error(`no types for ${name} on line ${line} of block ${block}`);
  return types.entries[occurrence[3]]!;
}

describe('npm run examples, types', () => {
  it("keeps what the compiler says about each identifier: types there, the instance it inserted, in mdoc's scopes", {
    timeout: COMPILE_TIMEOUT,
  }, async () => {
    const root = await copySite(TYPES_SITE);
    const result = await run(root, 'update');
    expect(result.problems.map(formatExampleProblem)).toEqual([]);
    const { types } = JSON.parse(await readFile(join(root, PAGE), 'utf8')) as CachedPage;
    const site = await loadSite({ siteRoot: root, compiledExamples: 'skip' });
    const code = site.versions[0]!.sources.docs.find((doc) => doc.id === 'guide/effects')!
      .body.split(/```scala[^\n]*\n/)
      .slice(1)
      .map((part) => part.split('\n```')[0]!);

    // effectOf[IO](40 + 2) is an IO[Int], built with the Fx[IO] instance from effectie.instances.ce3.fx.
    const effectOf = typeOf(types, code, 0, 6, 'effectOf');
    expect(effectOf).toMatchObject({
      signature: 'def effectOf[F[_]]: CurriedEffectOf[F]',
      symbol: 'effectie.syntax.fx#effectOf',
      type: 'IO[Int]',
    });
    expect(effectOf.implicits).toEqual([
      {
        param: 'EF',
        type: 'FxCtor[IO]',
        value: 'fx.ioFx',
        valueType: 'Fx[IO]',
        symbol: 'effectie.instances.ce3.fx.ioFx',
      },
    ]);
    expect(typeOf(types, code, 0, 6, 'answer')).toEqual({ signature: 'val answer: IO[Int]' });
    // A member seen from its receiver: A of IO[A] is Int here; the runtime came from the import.
    expect(typeOf(types, code, 1, 0, 'unsafeRunSync')).toEqual({
      signature: 'def unsafeRunSync()(implicit runtime: IORuntime): Int',
      symbol: 'cats.effect.IOPlatform#unsafeRunSync',
      implicits: [
        {
          param: 'runtime',
          type: 'IORuntime',
          value: 'implicits.global',
          symbol: 'cats.effect.unsafe.implicits#global',
        },
      ],
    });
    // mdoc:nest shadows `answer`; its String#length is not from a listed package, so it has no entry.
    expect(typeOf(types, code, 2, 1, 'answer')).toEqual({ signature: 'val answer: String' });
    expect(types.blocks[2]!.some(([line, column]) => line === 1 && column === 7)).toBe(false);
    // mdoc:fail is compiled on its own by mdoc and expected to fail: no types.
    expect(types.blocks[3]).toEqual([]);
    // After mdoc:reset, a generic method and the instance chosen where it is called with IO.
    expect(typeOf(types, code, 4, 4, 'lifted')).toEqual({
      signature: 'def lifted[F[_]](n: Int)(implicit evidence$1: FxCtor[F]): F[String]',
    });
    expect(typeOf(types, code, 4, 4, 'pureOf')).toMatchObject({
      signature: 'def pureOf[A](a: A): F[A]',
      symbol: 'effectie.core.FxCtor#pureOf',
      type: 'F[String]',
    });
    expect(typeOf(types, code, 4, 5, 'lifted')).toMatchObject({
      type: 'IO[String]',
      implicits: [
        {
          param: 'evidence$1',
          type: 'FxCtor[IO]',
          value: 'fx.ioFx',
          valueType: 'Fx[IO]',
          symbol: 'effectie.instances.ce3.fx.ioFx',
        },
      ],
    });
    // An instance the page defines is named without a place: the page's generated wrapper, which
    // depends on the pages compiled beside it, must not reach the committed types.
    expect(typeOf(types, code, 5, 3, 'label')).toEqual({
      signature: 'def label[A](a: A)(implicit l: Label[A]): String',
      implicits: [{ param: 'l', type: 'Label[Int]', value: 'intLabel' }],
    });
  });

  it('fails --check when the committed types are not what the compiler says, naming the page and the identifier', {
    timeout: COMPILE_TIMEOUT,
  }, async () => {
    const root = await copySite(TYPES_SITE);
    expect((await run(root, 'update')).problems).toEqual([]);
    const cached = JSON.parse(await readFile(join(root, PAGE), 'utf8')) as CachedPage;
    const index = cached.types.entries.findIndex((entry) => entry.signature === 'val answer: IO[Int]');
    cached.types.entries[index] = { signature: 'val answer: IO[Long]' };
    await writeFile(join(root, PAGE), JSON.stringify(cached));
    const problems = (await run(root, 'check')).problems.map(formatExampleProblem);
    // Both blocks that name `answer` show the changed entry.
    expect(problems.map((problem) => problem.split(' ', 1)[0])).toEqual([
      'content/current/guide/effects.md:7:1',
      'content/current/guide/effects.md:19:1',
    ]);
    expect(problems[0]).toMatch(
      /^content\/current\/guide\/effects\.md:7:1 the types of this example differ from compiled-examples\/current\/guide\/effects\.json:\n {2}committed: 7:5 \(6 characters\) \{"signature":"val answer: IO\[Long\]"\}\n {2}now: {7}7:5 \(6 characters\) \{"signature":"val answer: IO\[Int\]"\}/,
    );
  });
});
