import { describe, expect, it } from 'vitest';
import { blocksBySet } from '../../../../src/node/examples/blocks-by-set';
import { findScalaBlocks } from '../../../../src/node/examples/scala-blocks';
import type { ExampleSet } from '../../../../schema/examples';

const set = (name: string, scalaVersion = '2.13.16'): ExampleSet => ({
  name,
  version: 'current',
  folders: [],
  scalaVersion,
  dependencies: ['org.typelevel:cats-core_2.13:2.12.0'],
});
const SCALA2 = set('ce3');
const SCALA3 = set('ce3-scala3', '3.3.7');
const OTHER = set('ce2');

const blocksOf = (...fences: Array<[info: string, code: string]>) =>
  findScalaBlocks(fences.map(([info, code]) => `\`\`\`${info}\n${code}\n\`\`\``).join('\n\n'), 1).blocks;

describe('blocksBySet', () => {
  it("gives each block the set its fence names, the others the page's, each set's blocks in page order", () => {
    const blocks = blocksOf(
      ['scala mdoc:silent', 'import a._'],
      ['scala mdoc:silent examples=ce3-scala3', 'import a.*'],
      ['scala mdoc', 'one'],
      ['scala mdoc examples=ce3-scala3', 'three'],
      ['scala mdoc:fail examples="ce3-scala3"', 'fails'],
    );
    const { parts, unknown, uncovered } = blocksBySet(blocks, SCALA2, [SCALA2, SCALA3, OTHER]);
    expect(unknown).toEqual([]);
    expect(uncovered).toBe(0);
    expect(parts.map((part) => [part.set.name, part.indexes, part.blocks.map((block) => block.code)])).toEqual([
      ['ce3', [0, 2], ['import a._', 'one']],
      ['ce3-scala3', [1, 3, 4], ['import a.*', 'three', 'fails']],
    ]);
    // The modifiers mdoc reads are the ones before the set's name.
    expect(parts[1]!.blocks.map((block) => block.modifiers)).toEqual([['silent'], [], ['fail']]);
  });

  it("puts the page's own set first even when a block naming another comes before its blocks, and leaves out a set with no block", () => {
    const blocks = blocksOf(['scala mdoc examples=ce2', 'first'], ['scala mdoc', 'second']);
    expect(blocksBySet(blocks, SCALA2, [SCALA2, SCALA3, OTHER]).parts.map((part) => part.set.name)).toEqual([
      'ce3',
      'ce2',
    ]);
    expect(
      blocksBySet(blocksOf(['scala mdoc examples=ce2', 'only']), SCALA2, [SCALA2, OTHER]).parts.map(
        (part) => part.set.name,
      ),
    ).toEqual(['ce2']);
  });

  it('compiles the blocks that name a set on a page no set covers, and counts the others as showing their code only', () => {
    const blocks = blocksOf(['scala mdoc', 'plain'], ['scala mdoc examples=ce3-scala3', 'compiled']);
    const { parts, uncovered } = blocksBySet(blocks, undefined, [SCALA2, SCALA3]);
    expect(parts.map((part) => [part.set.name, part.indexes])).toEqual([['ce3-scala3', [1]]]);
    expect(uncovered).toBe(1);
  });

  it('sets aside a block that names a set the version does not have', () => {
    const blocks = blocksOf(['scala mdoc', 'fine'], ['scala mdoc examples=ce3-scala33', 'lost']);
    const { parts, unknown } = blocksBySet(blocks, SCALA2, [SCALA2, SCALA3]);
    expect(unknown.map((block) => [block.line, block.examples])).toEqual([[5, 'ce3-scala33']]);
    expect(parts.map((part) => part.blocks.length)).toEqual([1]);
  });
});
