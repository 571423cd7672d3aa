import { describe, expect, it } from 'vitest';
import type { TypeEntry, TypeOccurrence } from '../../../../src/node/examples/types/page-types.js';
import type { CompiledScala } from '../../../../src/node/markdown/index.js';
import { dom, render } from './helpers.js';

const entries: TypeEntry[] = [
  { signature: 'val lifted: IO[Int]' },
  {
    signature: 'def pureOf[F[_]]: CurriedEffectOfPure[F]',
    symbol: 'effectie.syntax.fx#pureOf',
    type: 'IO[Int]',
    implicits: [
      {
        param: 'EF',
        type: 'FxCtor[IO]',
        value: 'fx.ioFx',
        valueType: 'Fx[IO]',
        symbol: 'effectie.instances.ce3.fx.ioFx',
      },
    ],
  },
  { signature: 'sealed abstract class IO[+A]', symbol: 'cats.effect.IO' },
  { signature: 'def map[B](f: Int => B): IO[B]', symbol: 'cats.effect.IO#map', type: 'IO[String]' },
  {
    signature: 'def toString(): String',
    symbol: 'scala.Any#toString',
    via: 'Predef.any2stringadd',
    viaType: 'any2stringadd[Int]',
  },
  { signature: 'val unused: <nothing>' },
];

function compiled(code: string, rendered: string, occurrences: TypeOccurrence[]): CompiledScala {
  return { code, rendered, types: { occurrences, entries } };
}

async function page(...blocks: CompiledScala[]) {
  const markdown = blocks.map((block) => `\`\`\`scala mdoc\n${block.code}\n\`\`\`\n`).join('\nText.\n\n');
  return dom((await render(markdown, { compiledScala: blocks })).html);
}

describe('typed identifiers in code blocks', () => {
  const code = 'val lifted = pureOf[IO](1)\nlifted.map(_.toString)';
  const rendered =
    'val lifted = pureOf[IO](1)\n// lifted: IO[Int] = IO(...)\nlifted.map(_.toString)\n// res0: IO[String] = IO(...)';
  const occurrences: TypeOccurrence[] = [
    [0, 4, 6, 0],
    [0, 13, 6, 1],
    [0, 20, 2, 2],
    [1, 0, 6, 0],
    [1, 7, 3, 3],
  ];

  it("point each identifier at its tooltip, on the right line past mdoc's output, and leave the text alone", async () => {
    const html = await page(compiled(code, rendered, occurrences));
    const identifiers = [...html.querySelectorAll('pre [aria-describedby]')];
    expect(
      identifiers.map((identifier) => [
        identifier.closest('.line')?.textContent,
        identifier.textContent,
        identifier.getAttribute('aria-describedby'),
      ]),
    ).toEqual([
      ['val lifted = pureOf[IO](1)', 'lifted', 't.0'],
      ['val lifted = pureOf[IO](1)', 'pureOf', 't.1'],
      ['val lifted = pureOf[IO](1)', 'IO', 't.2'],
      ['lifted.map(_.toString)', 'lifted', 't.0'],
      ['lifted.map(_.toString)', 'map', 't.3'],
    ]);
    // What a reader copies and what the output lines say are unchanged.
    expect(html.querySelector('pre code')?.textContent).toBe(rendered);
    expect([...html.querySelectorAll('.line.output [aria-describedby]')]).toEqual([]);
    // No identifier is a tab stop: the block is one, and it says how to reach them.
    expect(html.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
    expect(html.getElementById(html.querySelector('pre')!.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Press Down to read the types of this example, Left and Right to move between its identifiers, Tab to leave it.',
    );
    expect(identifiers.some((identifier) => identifier.hasAttribute('tabindex'))).toBe(false);
  });

  it("keep an identifier in its token's colours", async () => {
    const html = await page(compiled(code, rendered, occurrences));
    const io = [...html.querySelectorAll('pre [aria-describedby="t.2"]')][0]!;
    expect(io.getAttribute('style')).toMatch(/--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}/i);
  });

  it('write each tooltip the page uses once, hidden, after the body, with what the compiler said', async () => {
    const html = await page(
      compiled(code, rendered, occurrences),
      compiled('lifted', 'lifted\n// res1: IO[Int] = IO(...)', [[0, 0, 6, 0]]),
    );
    const store = html.querySelector('.type-tips')!;
    expect(store.hasAttribute('hidden')).toBe(true);
    expect(store.parentNode).toBe(html);
    expect([...store.children].map((tip) => tip.id)).toEqual(['t.keys', 't.0', 't.1', 't.2', 't.3']);
    const text = (id: string) => html.getElementById(id)?.textContent?.replace(/\s+/g, ' ');
    expect(text('t.1')).toBe(
      'def pureOf[F[_]]: CurriedEffectOfPure[F] Type: IO[Int] Implicit: EF: FxCtor[IO] = fx.ioFx: Fx[IO] in effectie.syntax.fx',
    );
    expect(text('t.2')).toBe('sealed abstract class IO[+A] in cats.effect');
    expect(text('t.3')).toBe('def map[B](f: Int => B): IO[B] Type: IO[String] in cats.effect.IO');
    expect(html.getElementById('t.5')).toBeNull();
  });

  it('say which implicit conversion a call went through, and escape what they show', async () => {
    const html = await page(
      compiled('1.toString', '1.toString', [[0, 2, 8, 4]]),
      compiled('unused', 'unused', [[0, 0, 6, 5]]),
    );
    expect(html.getElementById('t.4')?.textContent?.replace(/\s+/g, ' ')).toBe(
      'def toString(): String Conversion: Predef.any2stringadd: any2stringadd[Int] in scala.Any',
    );
    expect(html.getElementById('t.5')?.innerHTML).toContain('&lt;nothing&gt;');
  });

  it('link an identifier with an entry in the API reference to it, out of the tab order, its tooltip without the package the link gives', async () => {
    const block = compiled(code, rendered, occurrences);
    const symbolHref = (symbol: string) =>
      symbol === 'effectie.syntax.fx#pureOf' ? '/docs/api/effectie-syntax#fx.pureOf' : undefined;
    const html = dom(
      (await render(`\`\`\`scala mdoc\n${code}\n\`\`\`\n`, { compiledScala: [block], symbolHref })).html,
    );
    const links = [...html.querySelectorAll('pre a[aria-describedby]')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('tabindex')])).toEqual([
      ['pureOf', '/docs/api/effectie-syntax#fx.pureOf', '-1'],
    ]);
    expect(html.getElementById('t.1')?.textContent).not.toContain('\nin ');
    expect(html.getElementById('t.2')?.textContent).toMatch(/\nin cats\.effect$/);
  });

  it('split a token an identifier shares with other text', async () => {
    // `+=` is one operator token; the method the compiler found is `+`.
    const html = await page(compiled('n += 1', 'n += 1', [[0, 2, 1, 0]]));
    const identifier = html.querySelector('pre [aria-describedby]')!;
    expect(identifier.textContent).toBe('+');
    expect(identifier.nextSibling?.textContent).toBe('=');
    expect(html.querySelector('pre code')?.textContent).toBe('n += 1');
  });

  it('leave blocks without types as they were', async () => {
    const html = dom((await render('```scala\nval a = 1\n```\n')).html);
    expect(html.querySelector('[aria-describedby]')).toBeNull();
    expect(html.querySelector('.type-tips')).toBeNull();
  });
});
