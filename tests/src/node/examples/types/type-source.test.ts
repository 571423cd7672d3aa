import { describe, expect, it } from 'vitest';
import type { ScalaBlock } from '../../../../../src/node/examples/scala-blocks';
import { blockPosition, typeSource } from '../../../../../src/node/examples/types/type-source';

const block = (code: string, ...modifiers: string[]): ScalaBlock => ({ line: 1, indent: 0, modifiers, code });

/** The generated source without the package line, each block's code replaced by its index. */
function shape(blocks: ScalaBlock[]): string {
  const { text, spans } = typeSource('p', blocks);
  let result = text;
  for (const span of [...spans].reverse())
    result = `${result.slice(0, span.start)}<${span.block}>${result.slice(span.start + span.code.length)}`;
  return result.replace(/^package p\n/, '');
}

describe('typeSource', () => {
  it('puts every block in one class body, in order, each ending its statements', () => {
    expect(shape([block('val a = 1'), block('a + 1', 'silent'), block('a', 'invisible')])).toBe(
      'object MdocSession {\nclass MdocApp {\n<0>\n;\n<1>\n;\n<2>\n;\n\n}\n}\n',
    );
  });

  it('opens a locally block for mdoc:nest that stays open until a reset or the end', () => {
    expect(
      shape([
        block('val a = 1'),
        block('val a = "x"', 'nest'),
        block('a.length'),
        block('val a = 2', 'reset'),
        block('a'),
      ]),
    ).toBe(
      'object MdocSession {\nclass MdocApp {\n<0>\n;\n_root_.scala.Predef.locally {\n<1>\n;\n<2>\n;\n};\n}\nobject MdocApp0 {\n<3>\n;\n<4>\n;\n\n}\n}\n',
    );
  });

  it('starts a class for mdoc:reset-class and an object for the other resets', () => {
    expect(shape([block('1'), block('2', 'reset-class'), block('3', 'reset-object')])).toContain(
      'class MdocApp0 {\n<1>\n;\n\n}\nobject MdocApp1 {\n<2>',
    );
  });

  it('leaves out blocks that must fail, but still applies their reset', () => {
    const text = shape([
      block('val a = 1'),
      block('val b: Int = "no"', 'fail'),
      block('a', 'reset', 'fail'),
      block('val c = 3'),
    ]);
    expect(text).toBe('object MdocSession {\nclass MdocApp {\n<0>\n;\n\n}\nobject MdocApp0 {\n<3>\n;\n\n}\n}\n');
  });

  it('keeps the definitions of compile-only and crash blocks to themselves', () => {
    expect(shape([block('val a = 1', 'compile-only'), block('throw new Exception', 'crash'), block('2')])).toBe(
      'object MdocSession {\nclass MdocApp {\nobject compile0 {\n<0>\n}\n_root_.scala.Predef.locally {\n<1>\n}\n<2>\n;\n\n}\n}\n',
    );
  });

  it('copies code verbatim, so offsets map back to the line and column of the block', () => {
    const source = typeSource('p', [
      block('val a = 1\nval bb = a', 'silent'),
      block('x', 'fail'),
      block('  bb.toString'),
    ]);
    const at = (block: number, text: string) =>
      source.spans.find((span) => span.block === block)!.start +
      source.spans.find((span) => span.block === block)!.code.indexOf(text);
    expect(source.text.slice(at(0, 'bb'), at(0, 'bb') + 2)).toBe('bb');
    expect(blockPosition(source, at(0, 'bb'))).toEqual({ block: 0, line: 1, column: 4 });
    expect(blockPosition(source, at(2, 'toString'))).toEqual({ block: 2, line: 0, column: 5 });
    // The wrapper around the blocks belongs to none of them.
    expect(blockPosition(source, source.text.indexOf('MdocSession'))).toBeUndefined();
  });
});
