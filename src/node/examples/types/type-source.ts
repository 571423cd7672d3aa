import type { ScalaBlock } from '../scala-blocks';

/** Where a block's code sits in the generated source: it is copied verbatim from `start`. */
interface BlockSpan {
  /** Index of the block among the page's Scala blocks. */
  block: number;
  start: number;
  code: string;
}

export interface TypeSource {
  text: string;
  spans: BlockSpan[];
}

const has = (block: ScalaBlock, ...modifiers: string[]) =>
  modifiers.some((modifier) => block.modifiers.includes(modifier));

/**
 * The page's Scala blocks as one source file that scopes them the way mdoc does (see mdoc's
 * Instrumenter): every block is a statement list in the body of one class, so each block sees
 * the definitions of the blocks before it; `mdoc:nest` opens a `locally` block whose definitions
 * may shadow earlier ones until the next reset; `mdoc:reset` closes the class and continues in a
 * fresh object; `mdoc:compile-only` code sits in an object of its own and `mdoc:crash` code in a
 * block, so later blocks do not see their definitions. `mdoc:fail` and `mdoc:warn` blocks are
 * compiled by mdoc on their own and expected to fail, so they are left out.
 *
 * The code of each block is copied verbatim, so an offset inside it is an offset in the block.
 */
export function typeSource(packageName: string, blocks: readonly ScalaBlock[]): TypeSource {
  let text = `package ${packageName}\nobject MdocSession {\nclass MdocApp {\n`;
  const spans: BlockSpan[] = [];
  let nested = 0;
  let fresh = 0;
  const emit = (block: number, code: string) => {
    spans.push({ block, start: text.length, code });
    text += `${code}\n`;
  };
  blocks.forEach((block, index) => {
    if (has(block, 'reset', 'reset-object', 'reset-class')) {
      text += `${'};'.repeat(nested)}\n}\n${has(block, 'reset-class') ? 'class' : 'object'} MdocApp${fresh++} {\n`;
      nested = 0;
    } else if (has(block, 'nest')) {
      text += '_root_.scala.Predef.locally {\n';
      nested++;
    }
    if (has(block, 'fail', 'warn')) return;
    if (has(block, 'compile-only')) {
      text += `object compile${fresh++} {\n`;
      emit(index, block.code);
      text += '}\n';
    } else if (has(block, 'crash')) {
      text += '_root_.scala.Predef.locally {\n';
      emit(index, block.code);
      text += '}\n';
    } else {
      emit(index, block.code);
      // A block ends its statements even when the next block starts with `.` or an operator.
      text += ';\n';
    }
  });
  text += `${'};'.repeat(nested)}\n}\n}\n`;
  return { text, spans };
}

/** The block, 0-based line and column of an offset in the generated source; undefined outside every block. */
export function blockPosition(
  source: TypeSource,
  offset: number,
): { block: number; line: number; column: number } | undefined {
  const span = source.spans.find(({ start, code }) => offset >= start && offset < start + code.length);
  if (span === undefined) return undefined;
  const before = span.code.slice(0, offset - span.start);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { block: span.block, line: before.split('\n').length - 1, column: before.length - lineStart };
}
