import { describe, expect, it } from 'vitest';
import { findScalaBlocks, mdocModifiers } from '../../../../src/node/examples/scala-blocks';

const page = (...lines: string[]) => lines.join('\n');

describe('findScalaBlocks', () => {
  it('finds each ```scala fence with its file line, modifiers and code, and leaves other languages alone', () => {
    const body = page(
      'Text.',
      '',
      '```scala',
      'val a = 1',
      '```',
      '',
      '```sbt',
      'libraryDependencies += "x" %% "y" % "1"',
      '```',
      '',
      '```scala mdoc:reset:silent title="Repo.scala" {2}',
      'val b = 2',
      'val c = 3',
      '```',
    );
    const { blocks, problems } = findScalaBlocks(body, 5);
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { line: 7, modifiers: [], code: 'val a = 1' },
      { line: 15, modifiers: ['reset', 'silent'], code: 'val b = 2\nval c = 3' },
    ]);
  });

  it('reports an unknown modifier at its line', () => {
    const { problems } = findScalaBlocks(page('', '```scala mdoc:silnet', 'val a = 1', '```'), 10);
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "line": 11,
          "message": "unknown mdoc modifier "silnet"; use one of silent, invisible, fail, crash, warn, reset, reset-object, reset-class, nest, compile-only, to-string.",
        },
      ]
    `);
  });

  it('asks for a blank line between two blocks that touch, since their output could not be told apart', () => {
    const { problems } = findScalaBlocks(page('```scala', 'val a = 1', '```', '```scala', 'val b = 2', '```'), 3);
    expect(problems).toEqual([{ line: 6, message: 'a Scala block follows the previous one directly; separate them with a blank line.' }]);
  });

  it('leaves a block of only Scala CLI directives to the page, where mdoc would swallow it, and compiles the code around it', () => {
    const body = page(
      '```scala',
      '//> using dep io.kevinlee::effectie-core:2.2.0',
      '//> using scala 2.13.16',
      '```',
      '',
      '```scala',
      '//> using dep io.kevinlee::effectie-core:2.2.0',
      'val a = 1',
      '```',
    );
    const { blocks, problems } = findScalaBlocks(body, 1);
    expect(problems).toEqual([]);
    expect(blocks).toEqual([{ line: 6, modifiers: [], code: '//> using dep io.kevinlee::effectie-core:2.2.0\nval a = 1' }]);
  });

  it('keeps a longer fence open across a shorter one inside the code', () => {
    const { blocks } = findScalaBlocks(page('````scala', 'val s = """', '```', '"""', '````'), 1);
    expect(blocks).toEqual([{ line: 1, modifiers: [], code: 'val s = """\n```\n"""' }]);
  });
});

describe('mdocModifiers', () => {
  it('reads mdoc modifiers wherever they stand in the info string', () => {
    expect(mdocModifiers('scala')).toBeUndefined();
    expect(mdocModifiers('scala mdoc')).toEqual([]);
    expect(mdocModifiers('scala title="x" mdoc:fail')).toEqual(['fail']);
  });
});
