import { describe, expect, it } from 'vitest';
import { mdocInput, parseMdocOutput, asReadersOwn } from '../../../../src/node/examples/mdoc-document';
import { findScalaBlocks } from '../../../../src/node/examples/scala-blocks';

const PAGE = [
  '---',
  'title: T',
  '---',
  'Some prose.',
  '```scala mdoc:silent',
  'val a = 1',
  '```',
  '',
  'More prose.',
  '',
  '```scala mdoc:invisible',
  'val hidden = 2',
  '```',
  'Text',
  '```scala mdoc',
  'a + hidden',
  '```',
];

describe('mdocInput', () => {
  it('keeps every mdoc block on its own lines of the page, so mdoc reports page lines', () => {
    const { blocks } = findScalaBlocks(PAGE.slice(3).join('\n'), 4);
    const document = mdocInput(PAGE.length, blocks);
    const lines = document.text.split('\n');
    blocks.forEach((block) => {
      expect(lines[block.line - 1]).toMatch(/^```scala mdoc/);
      expect(lines[block.line]).toBe(PAGE[block.line]);
    });
    expect(lines[4]).toBe('```scala mdoc:silent');
    expect(lines[14]).toBe('```scala mdoc');
    expect(document.places.slice(0, 17).map((place) => place.line)).toEqual(PAGE.map((_, index) => index + 1));
    // Prose is not mdoc's business: it is blanked, bar the markers.
    expect(lines.filter((line) => line.includes('prose'))).toEqual([]);
  });

  it('gives a block with no line above it a marker line of its own, and maps the lines after it back to the page', () => {
    const page = [
      '```scala mdoc',
      'val a = 1',
      '```',
      '```scala mdoc',
      'val b = a',
      '  .toString',
      '```',
      '   ```scala mdoc',
      '   b.length',
      '   ```',
    ];
    const { blocks } = findScalaBlocks(page.join('\n'), 1);
    const document = mdocInput(page.length, blocks);
    const lines = document.text.split('\n');
    expect(lines.slice(0, 13)).toEqual([
      '<!-- example 0 -->',
      '```scala mdoc',
      'val a = 1',
      '```',
      '<!-- example 1 -->',
      '```scala mdoc',
      'val b = a',
      '  .toString',
      '```',
      '<!-- example 2 -->',
      '```scala mdoc',
      'b.length',
      '```',
    ]);
    // mdoc's line 8, column 3 (`.toString`) is the page's line 6, column 3; line 12 column 1 is line 9 column 4.
    expect(document.places[7]).toEqual({ line: 6, indent: 0 });
    expect(document.places[11]).toEqual({ line: 9, indent: 3 });
  });

  it('hands mdoc the page text as substituted: an @NAME@ left in the code stays text', () => {
    const { blocks } = findScalaBlocks(['', '```scala mdoc', 'val mail = "a@b@c"', '```'].join('\n'), 1);
    expect(mdocInput(4, blocks).text).toContain('val mail = "a@@b@c"');
  });
});

describe('parseMdocOutput', () => {
  it('matches rendered fences to blocks by marker: null for a block mdoc showed nothing of, Markdown for passthrough', () => {
    const output = [
      '<!-- example 0 -->',
      '```scala',
      'val a = 1',
      '```',
      '<!-- example 1 -->',
      '',
      '<!-- example 2 -->',
      '## Printed',
      '',
      '| a | b |',
      '',
      '<!-- example 3 -->',
      '```scala',
      'a + hidden',
      '// res0: Int = 3',
      '```',
    ].join('\n');
    const blocks = [{ modifiers: [] }, { modifiers: ['invisible'] }, { modifiers: ['passthrough'] }, { modifiers: [] }];
    expect(parseMdocOutput(output, blocks)).toEqual([
      'val a = 1',
      null,
      '## Printed\n\n| a | b |',
      'a + hidden\n// res0: Int = 3',
    ]);
  });
});

describe('asReadersOwn', () => {
  const page = ['```scala mdoc', 'val a = 1', '```', '```scala mdoc:crash', 'throw new Exception("x")', '```'];
  const document = mdocInput(page.length, findScalaBlocks(page.join('\n'), 1).blocks);
  const input = 'content__current__fx__can-catch.md';
  const readers = (rendered: string) => asReadersOwn(rendered, input, document, 'content/current/fx/can-catch.md');

  it("names a stack trace's frames as the page's script names its object, in the page's file at the page's lines", () => {
    expect(
      readers(
        [
          'throw new Exception("x")',
          '// java.lang.Exception: x',
          `// \tat repl.MdocSession$MdocApp.<init>(${input}:7)`,
          `// \tat repl.MdocSession$MdocApp$$anonfun$18$$anonfun$apply$2.apply(${input}:7)`,
          `// \tat repl.MdocSession$MdocApp$LegacyUserClient.fetchUser(${input}:3)`,
          '// \tat cats.effect.IO.unsafeRunSync(IO.scala:256)',
        ].join('\n'),
      ),
    ).toMatchInlineSnapshot(`
      "throw new Exception("x")
      // java.lang.Exception: x
      // 	at Example.<init>(can-catch.md:5)
      // 	at Example$$anonfun$18$$anonfun$apply$2.apply(can-catch.md:5)
      // 	at Example$LegacyUserClient.fetchUser(can-catch.md:2)
      // 	at cats.effect.IO.unsafeRunSync(IO.scala:256)"
    `);
  });

  it('names the types of a compiler message as the page writes them', () => {
    expect(
      readers(
        [
          '// error: type mismatch;',
          '//  found   : repl.MdocSession.MdocApp.Unexpected',
          '//  required: repl.MdocSession.MdocApp.NotFound',
          '// error: Cannot prove that repl.MdocSession.MdocApp.AppError <:< Throwable.',
        ].join('\n'),
      ),
    ).toMatchInlineSnapshot(`
      "// error: type mismatch;
      //  found   : Unexpected
      //  required: NotFound
      // error: Cannot prove that AppError <:< Throwable."
    `);
  });
});
