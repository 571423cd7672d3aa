import { describe, expect, it } from 'vitest';
import type { ScalaBlock } from '../../../../../src/node/examples/scala-blocks';
import { isShown, pageTypes, typeErrors } from '../../../../../src/node/examples/types/page-types';
import type { FileTypes } from '../../../../../src/node/examples/types/type-program';
import { typeSource } from '../../../../../src/node/examples/types/type-source';

const blocks: ScalaBlock[] = [
  { line: 10, indent: 0, modifiers: ['silent'], code: 'import cats.effect.IO\nval n = IO.pure(1)' },
  { line: 20, indent: 0, modifiers: ['fail'], code: 'val x: Int = ""' },
  { line: 30, indent: 0, modifiers: [], code: 'n.map(_.toString)' },
];
const source = typeSource('p', blocks);
const offsetOf = (block: number, text: string) => {
  const span = source.spans.find((candidate) => candidate.block === block)!;
  return span.start + span.code.indexOf(text);
};

const entries = {
  io: { signature: 'object IO', symbol: 'cats.effect.IO' },
  n: { signature: 'val n: IO[Int]' },
  pure: { signature: 'def pure[A](value: A): IO[A]', symbol: 'cats.effect.IO#pure', type: 'IO[Int]' },
  map: { signature: 'def map[B](f: A => B): IO[B]', symbol: 'cats.effect.IO#map', type: 'IO[String]' },
  toString: { signature: 'def toString(): String', symbol: 'scala.Any#toString' },
};

function found(occurrences: Array<[string, number, string, number]>): FileTypes {
  const list = Object.values(entries);
  return {
    file: 'page0.scala',
    errors: [],
    entries: list,
    occurrences: occurrences.map(([_, block, text, entry]) => [
      offsetOf(block, text),
      offsetOf(block, text) + text.length,
      entry,
    ]),
  };
}

describe('pageTypes', () => {
  it('places identifiers in their block by line and column and keeps only what readers see', () => {
    const types = pageTypes(
      source,
      found([
        ['IO (import)', 0, 'IO', 0],
        ['n', 0, 'n', 1],
        ['pure', 0, 'pure', 2],
        ['n', 2, 'n', 1],
        ['map', 2, 'map', 3],
        ['toString', 2, 'toString', 4],
      ]),
      blocks.length,
      ['cats'],
    );
    // Entries are renumbered in order of first appearance; scala.Any#toString is not shown.
    expect(types.entries).toEqual([entries.io, entries.n, entries.pure, entries.map]);
    expect(types.blocks).toEqual([
      [
        [0, 19, 2, 0],
        [1, 4, 1, 1],
        [1, 11, 4, 2],
      ],
      [],
      [
        [0, 0, 1, 1],
        [0, 2, 3, 3],
      ],
    ]);
  });

  it('ignores what the wrapper around the blocks says', () => {
    const wrapper = source.text.indexOf('MdocApp');
    const types = pageTypes(
      source,
      { file: 'page0.scala', errors: [], entries: [entries.n], occurrences: [[wrapper, wrapper + 7, 0]] },
      blocks.length,
      [],
    );
    expect(types).toEqual({ entries: [], blocks: [[], [], []] });
  });
});

describe('isShown', () => {
  it("shows the page's own definitions, the listed packages and instances from them, or everything when none are listed", () => {
    expect(isShown(entries.n, ['cats'])).toBe(true);
    expect(isShown(entries.map, ['cats'])).toBe(true);
    expect(isShown(entries.map, ['cats.effect'])).toBe(true);
    expect(isShown(entries.map, ['cat'])).toBe(false);
    expect(isShown(entries.toString, ['cats'])).toBe(false);
    expect(isShown(entries.toString, [])).toBe(true);
    const sorted = {
      signature: 'def sorted[B >: A](implicit ord: Ordering[B]): List[A]',
      symbol: 'scala.collection.SeqOps#sorted',
      implicits: [
        {
          param: 'ord',
          type: 'Ordering[Int]',
          value: 'catsKernelOrderingForOrder',
          symbol: 'cats.kernel.Order#catsKernelOrderingForOrder',
        },
      ],
    };
    expect(isShown(sorted, ['cats'])).toBe(true);
  });
});

describe('typeErrors', () => {
  it('names the page line and column of an error inside a block, and the block line otherwise', () => {
    const errors: FileTypes = {
      file: 'page0.scala',
      errors: [
        [offsetOf(2, 'map'), 'value map is not a member'],
        [0, 'something in the wrapper'],
      ],
      entries: [],
      occurrences: [],
    };
    expect(typeErrors('content/a.md', blocks, source, errors)).toEqual([
      {
        fileName: 'content/a.md',
        line: 31,
        column: 3,
        message: 'the types of this example could not be computed: value map is not a member',
      },
      {
        fileName: 'content/a.md',
        line: 10,
        column: 1,
        message: 'the types of this example could not be computed: something in the wrapper',
      },
    ]);
  });
});
