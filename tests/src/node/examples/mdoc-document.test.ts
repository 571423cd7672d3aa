import { describe, expect, it } from 'vitest';
import { mdocInput, parseMdocOutput } from '../../../../src/node/examples/mdoc-document';
import { findScalaBlocks } from '../../../../src/node/examples/scala-blocks';

const PAGE = ['---', 'title: T', '---', 'Some prose.', '```scala mdoc:silent title="a"', 'val a = 1', '```', '', 'More prose.', '', '```scala mdoc:invisible', 'val hidden = 2', '```', 'Text', '```scala', 'a + hidden', '```'];

describe('mdocInput', () => {
  it('keeps every Scala block on its own lines of the page, so mdoc reports page lines', () => {
    const { blocks } = findScalaBlocks(PAGE.slice(3).join('\n'), 4);
    const lines = mdocInput(PAGE.length, blocks).split('\n');
    blocks.forEach((block) => {
      expect(lines[block.line - 1]).toMatch(/^```scala mdoc/);
      expect(lines[block.line]).toBe(PAGE[block.line]);
    });
    expect(lines[4]).toBe('```scala mdoc:silent');
    expect(lines[14]).toBe('```scala mdoc');
    // Prose is not mdoc's business: it is blanked, bar the markers.
    expect(lines.filter((line) => line.includes('prose'))).toEqual([]);
  });
});

describe('parseMdocOutput', () => {
  it('matches rendered fences to blocks by marker, with null for a block mdoc showed nothing of', () => {
    const output = [
      '<!-- example 0 -->',
      '```scala',
      'val a = 1',
      '```',
      '',
      '<!-- example 1 -->',
      '',
      '<!-- example 2 -->',
      '```scala',
      'a + hidden',
      '// res0: Int = 3',
      '```',
    ].join('\n');
    expect(parseMdocOutput(output, 3)).toEqual(['val a = 1', null, 'a + hidden\n// res0: Int = 3']);
  });
});
