import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blockScripts,
  pageScripts,
  shownExpressions,
  statementStarts,
} from '../../../../src/node/examples/block-scripts';
import { findScalaBlocks } from '../../../../src/node/examples/scala-blocks';
import { scriptSet } from '../../../../src/node/examples/script-dependencies';

const FIXTURE = resolve(__dirname, '../../../fixtures/scala-cli');

/** scopes.md's blocks and what mdoc rendered for them. */
function scopesPage() {
  const { blocks } = findScalaBlocks(readFileSync(resolve(FIXTURE, 'scopes.md'), 'utf8'), 1);
  const { rendered } = JSON.parse(readFileSync(resolve(FIXTURE, 'scopes.rendered.json'), 'utf8')) as {
    rendered: Array<string | null>;
  };
  return { blocks, rendered };
}

const SET = { scalaVersion: '2.13.16', dependencies: ['org.typelevel:cats-core_2.13:2.12.0'] };

describe('blockScripts', () => {
  it('gives each block the earlier blocks mdoc lets it see: back to the last reset, never fail, compile-only or crash code', () => {
    const { blocks, rendered } = scopesPage();
    const scripts = blockScripts(blocks, rendered);
    expect(scripts.map((script) => script?.dependsOn)).toEqual([
      [], // invisible: still code that later blocks see
      [0],
      undefined, // fail: compiled by mdoc on its own, no script
      [0, 1],
      [0, 1],
      [0, 1], // the compile-only and crash blocks are not in scope here
      [], // reset
      [6],
    ]);
    expect(scripts.map((script) => script?.wrap)).toEqual([
      undefined,
      undefined,
      undefined,
      'compile-only',
      'crash',
      'nest',
      undefined,
      undefined,
    ]);
  });

  it('prints what the page shows a value for: expressions of shown blocks, not definitions, printed lines or silent blocks', () => {
    const { blocks, rendered } = scopesPage();
    expect(blockScripts(blocks, rendered).map((script) => script?.prints)).toEqual([
      [],
      [
        [1, 1],
        [2, 3],
      ],
      undefined,
      [],
      [],
      [[2, 2]],
      [],
      [[0, 0]],
    ]);
  });
});

describe('blockScripts, cleanup', () => {
  it("ends the scripts of its scope that see what it shuts down, the crash example's too, and no other", () => {
    const { blocks } = findScalaBlocks(readFileSync(resolve(FIXTURE, 'ending.md'), 'utf8'), 1);
    expect(
      blockScripts(
        blocks,
        blocks.map(() => null),
      ).map((script) => script?.cleanup),
    ).toEqual([[], [], [5], [5], [5], []]);
  });

  it('leaves it out of the script of a block that comes before what it shuts down', () => {
    const blocks = [
      'val before = 1',
      'val pool = java.util.concurrent.Executors.newFixedThreadPool(1)',
      '// Cleanup\npool.shutdown()',
    ].map((code) => ({ modifiers: ['silent'], code }));
    expect(blockScripts(blocks, [null, null, null]).map((script) => script?.cleanup)).toEqual([[], [2], []]);
  });
});

describe('pageScripts', () => {
  it('assembles a block with what it depends on, in page order, nested as mdoc nests it', () => {
    const { blocks, rendered } = scopesPage();
    expect(pageScripts(scriptSet(SET), blocks, rendered)[5]).toMatchInlineSnapshot(`
      "//> using scala 2.13.16
      //> using dep org.typelevel::cats-core:2.12.0

      // Save as Example.scala and run: scala-cli run Example.scala
      object Example extends App {
      val hidden = 1

      val shown = hidden + 1
      println(shown * 10)
      println(List(1, 2)
        .map(_ * 2))

      locally {
      val shown = "again"
      println(shown)
      println(shown)
      }
      }
      "
    `);
  });

  it('starts over after a reset and keeps a trailing comment out of the printed expression', () => {
    const { blocks, rendered } = scopesPage();
    const script = pageScripts(scriptSet(SET), blocks, rendered)[7]!;
    // After the same directives and object as every script of the page:
    expect(script.slice(script.indexOf(' extends App {\n'))).toBe(
      ' extends App {\nval fresh = 3\n\nprintln(fresh + 1 // the next number\n)\n}\n',
    );
  });

  it('has no script for a fail block', () => {
    const { blocks, rendered } = scopesPage();
    expect(pageScripts(scriptSet(SET), blocks, rendered)[2]).toBeUndefined();
  });
});

describe('shownExpressions', () => {
  it('takes an expression from the start of its statement, across method chains, brackets and comments', () => {
    const code = [
      'def add(a: Int, b: Int): Int =',
      '  a + b',
      '',
      'Option(add(1, 2))',
      '  .map { n =>',
      '    n * 2 // "}" in a comment',
      '  }',
      '// a note',
      '"(" + add(3, 4)',
    ].join('\n');
    const rendered = [
      ...code.split('\n').slice(0, 7),
      '// res0: Option[Int] = Some(6)',
      '// a note',
      '"(" + add(3, 4)',
      '// res1: String = "(7"',
    ].join('\n');
    expect(shownExpressions(code, rendered)).toEqual([
      [3, 6],
      [8, 8],
    ]);
  });

  it('has nothing to print for a block mdoc showed nothing for', () => {
    expect(shownExpressions('val a = 1', null)).toEqual([]);
  });
});

describe('statementStarts', () => {
  it('treats a line as a continuation after `=`, an operator or an open bracket, and before `.`, `else` or a closing bracket', () => {
    const lines = [
      'val a =',
      '  1',
      'val b = a +',
      '2',
      'if (a > 0) 1',
      'else 2',
      'val s = """',
      'not code',
      '"""',
      'List(a)',
      '.size',
    ];
    expect(statementStarts(lines)).toEqual([0, 2, 4, 6, 9]);
  });
});
