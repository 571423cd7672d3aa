import { describe, expect, it } from 'vitest';
import { findScalaBlocks, mdocFence, mdocModifiers } from '../../../../src/node/examples/scala-blocks';

const page = (...lines: string[]) => lines.join('\n');

describe('findScalaBlocks', () => {
  it('finds each ```scala mdoc fence with its file line, modifiers and code, and leaves plain ```scala and other languages to the page', () => {
    const body = page(
      'Text.',
      '',
      '```scala',
      'libraryDependencies += "x" %% "y" % "1"',
      '```',
      '',
      '```scala mdoc',
      'val a = 1',
      '```',
      '',
      '~~~scala mdoc',
      'val tilde = 0',
      '~~~',
      '```scala mdoc:reset:silent',
      'val b = 2',
      'val c = 3',
      '```',
    );
    const { blocks, problems } = findScalaBlocks(body, 5);
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { line: 11, indent: 0, modifiers: [], code: 'val a = 1' },
      { line: 18, indent: 0, modifiers: ['reset', 'silent'], code: 'val b = 2\nval c = 3' },
    ]);
  });

  it('accepts every modifier mdoc 2.6 accepts, pprint sizes included', () => {
    const modifiers = [
      'silent',
      'invisible',
      'fail',
      'crash',
      'warn',
      'reset',
      'reset-class',
      'reset-object',
      'nest',
      'to-string',
      'compile-only',
      'passthrough',
      'height=4',
      'width=80',
    ];
    const { blocks, problems } = findScalaBlocks(
      modifiers.map((modifier) => page(`\`\`\`scala mdoc:${modifier}`, '1', '```')).join('\n'),
      1,
    );
    expect(problems).toEqual([]);
    expect(blocks.map((block) => block.modifiers.join(':'))).toEqual(modifiers);
  });

  it('reports an unknown modifier and a combination mdoc refuses at their lines', () => {
    const { blocks, problems } = findScalaBlocks(
      page(
        '',
        '```scala mdoc:silnet',
        'val a = 1',
        '```',
        '```scala mdoc:fail:crash',
        '1',
        '```',
        '```scala mdoc:compile-only:silent',
        '1',
        '```',
      ),
      10,
    );
    expect(blocks).toEqual([]);
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "line": 11,
          "message": "unknown mdoc modifier "silnet"; use one of silent, invisible, fail, crash, warn, reset, reset-class, reset-object, nest, to-string, compile-only, passthrough, height=N, width=N.",
        },
        {
          "line": 14,
          "message": "mdoc cannot combine the modifiers "crash" and "fail"; keep one.",
        },
        {
          "line": 17,
          "message": "mdoc cannot combine "compile-only" with "silent"; write it alone.",
        },
      ]
    `);
  });

  it('takes a block that follows another closing fence directly, as mdoc does', () => {
    const { blocks, problems } = findScalaBlocks(
      page('```scala mdoc', 'val a = 1', '```', '```scala mdoc:silent', 'val b = 2', '```'),
      3,
    );
    expect(problems).toEqual([]);
    expect(blocks.map((block) => [block.line, block.code])).toEqual([
      [3, 'val a = 1'],
      [6, 'val b = 2'],
    ]);
  });

  it('reads a fence inside a list item without its indentation, closed at the same column', () => {
    const { blocks } = findScalaBlocks(
      page('1. First', '', '   ```scala mdoc', '   val a = 1', '     .toString', '   ```', '2. Second'),
      1,
    );
    expect(blocks).toEqual([{ line: 3, indent: 3, modifiers: [], code: 'val a = 1\n  .toString' }]);
  });

  it('keeps a longer fence open across a shorter one inside the code, and compiles nothing inside another fence', () => {
    expect(findScalaBlocks(page('````scala mdoc', 'val s = """', '```', '"""', '````'), 1).blocks).toEqual([
      { line: 1, indent: 0, modifiers: [], code: 'val s = """\n```\n"""' },
    ]);
    expect(findScalaBlocks(page('````markdown', '```scala mdoc', 'val a = 1', '```', '````'), 1).blocks).toEqual([]);
  });
});

describe('mdocModifiers', () => {
  it('reads an info string as mdoc does: it starts with "scala mdoc", modifiers after the colon', () => {
    expect(mdocModifiers('scala')).toBeUndefined();
    expect(mdocModifiers('scala title="x" mdoc:fail')).toBeUndefined();
    expect(mdocModifiers('scala mdoc')).toEqual([]);
    expect(mdocModifiers('scala mdoc title="Both.scala"')).toEqual([]);
    expect(mdocModifiers('scala mdoc:Reset:width=30')).toEqual(['reset', 'width=30']);
  });
});

describe('mdocFence', () => {
  it('takes the example set a fence names off its end, before reading the modifiers as mdoc does', () => {
    expect(mdocFence('scala mdoc:silent examples=current-ce3-scala3')).toEqual({
      modifiers: ['silent'],
      examples: 'current-ce3-scala3',
    });
    expect(mdocFence('scala mdoc examples="ce3"')).toEqual({ modifiers: [], examples: 'ce3' });
    expect(mdocFence('scala mdoc:reset:silent')).toEqual({ modifiers: ['reset', 'silent'] });
    expect(mdocFence('scala examples=ce3')).toBeUndefined();
    expect(mdocModifiers('scala mdoc:fail examples=ce3')).toEqual(['fail']);
  });

  it('keeps the set on the block, and leaves a misspelt attribute to the modifier check', () => {
    const { blocks, problems } = findScalaBlocks(
      page('```scala mdoc:silent examples=ce3', 'val a = 1', '```', '```scala mdoc:silent exemples=ce3', '1', '```'),
      1,
    );
    expect(blocks).toEqual([{ line: 1, indent: 0, modifiers: ['silent'], code: 'val a = 1', examples: 'ce3' }]);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^unknown mdoc modifier "silent exemples=ce3"/),
    ]);
  });
});
