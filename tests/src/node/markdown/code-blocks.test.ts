import { describe, expect, it } from 'vitest';
import { parseCodeInfo, parseRanges } from '../../../../src/node/markdown/code-meta.js';
import { dom, render } from './helpers.js';

const fence = (info: string, code: string): string => `\`\`\`${info}\n${code}\n\`\`\`\n`;

async function codeBlock(info: string, code: string): Promise<Element> {
  const block = dom((await render(fence(info, code))).html).querySelector('.code-block');
  if (block === null) throw new Error('no .code-block rendered');
  return block;
}

describe('code blocks', () => {
  it('renders title bar, highlighted pre and copy button in that order', async () => {
    const block = await codeBlock('scala title="Main.scala"', 'object Main');
    expect([...block.children].map((child) => `${child.tagName.toLowerCase()}.${child.classList[0]}`)).toEqual([
      'div.code-block-title',
      'pre.shiki',
      'button.code-button',
    ]);
    expect(block.querySelector('.code-block-title')?.textContent).toBe('Main.scala');
    const button = block.querySelector('button.copy-button');
    expect(button?.className).toBe('code-button copy-button');
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.getAttribute('aria-label')).toBe('Copy code');
  });

  it('omits the title bar without a title and escapes titles', async () => {
    expect((await codeBlock('scala', 'val a = 1')).querySelector('.code-block-title')).toBeNull();
    const block = await codeBlock('scala title="<A & B>.scala"', 'val a = 1');
    expect(block.querySelector('.code-block-title')?.textContent).toBe('<A & B>.scala');
  });

  it('marks the lines listed in {2,4-5} as highlighted', async () => {
    const block = await codeBlock('scala {2,4-5}', ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'].join('\n'));
    const lines = [...block.querySelectorAll('code > span.line')];
    expect(lines.map((line) => line.textContent)).toEqual(['l1', 'l2', 'l3', 'l4', 'l5', 'l6']);
    expect(lines.filter((line) => line.classList.contains('highlighted')).map((line) => line.textContent)).toEqual([
      'l2',
      'l4',
      'l5',
    ]);
  });

  it('gives every token both theme colours as CSS variables and no inline colour', async () => {
    const pre = (await codeBlock('scala', 'def pureOf[F[_]](a: Int): F[Int] = ???')).querySelector('pre');
    const tokens = [...(pre?.querySelectorAll('span.line > span') ?? [])];
    expect(tokens.length).toBeGreaterThan(3);
    for (const token of tokens) {
      const style = token.getAttribute('style') ?? '';
      expect(style).toMatch(/--shiki-light:#[0-9a-f]{6}/i);
      expect(style).toMatch(/--shiki-dark:#[0-9a-f]{6}/i);
      expect(style).not.toMatch(/(^|;)color:/);
    }
    expect(new Set(tokens.map((token) => token.getAttribute('style'))).size).toBeGreaterThan(2);
  });

  it.each([
    ['scala', 'final case class Foo(a: Int)'],
    ['bash', 'echo "$HOME" | grep x'],
    ['sh', 'export A=1'],
    ['shell', 'sbt test'],
    ['json', '{"a": [1, true, null]}'],
    ['diff', '- old\n+ new'],
    ['java', 'public class A { int x = 1; }'],
    ['yaml', 'key: value\nlist:\n  - 1'],
    ['xml', '<dependency><groupId>io</groupId></dependency>'],
    ['sbt', 'libraryDependencies += "a" %% "b" % "1"'],
  ])('highlights %s', async (lang, code) => {
    const block = await codeBlock(lang, code);
    expect(block.querySelector('pre code')?.textContent).toBe(code);
    // Text in the block's own foreground colour is bare text; each other colour is a span.
    const lines = [...block.querySelectorAll('span.line')];
    const colours = new Set(
      lines.flatMap((line) =>
        [...line.childNodes].map((node) =>
          node.nodeType === 3 ? 'foreground' : (node as Element).getAttribute('style'),
        ),
      ),
    );
    expect(colours.size).toBeGreaterThan(1);
  });

  it('draws text of the plain foreground colour without a span, and gives one span to neighbours of one colour', async () => {
    const block = await codeBlock('scala', 'val total = a + b');
    const line = block.querySelector('span.line')!;
    const nodes = [...line.childNodes];
    const styles = nodes.map((node) => (node.nodeType === 3 ? 'text' : (node as Element).getAttribute('style')));
    // No two neighbouring nodes share a colour, and no span repeats the <pre>'s own foreground.
    expect(styles.every((style, index) => style !== styles[index - 1])).toBe(true);
    expect(styles.some((style) => /--shiki-light:#1f2328;--shiki-dark:#e6edf3/i.test(style ?? ''))).toBe(false);
    expect([...line.childNodes].some((node) => node.nodeType === 3)).toBe(true);
    expect(line.textContent).toBe('val total = a + b');
  });

  it('shows unknown languages, text and indented code as escaped plain text', async () => {
    const code = '<script>alert("x")</script> & more';
    for (const markdown of [
      fence('brainfuck', code),
      fence('text', code),
      fence('plain', code),
      fence('', code),
      `    ${code}\n`,
    ]) {
      const block = dom((await render(markdown)).html).querySelector('.code-block');
      expect(block?.getAttribute('data-language')).toBe('text');
      expect(block?.querySelector('script')).toBeNull();
      expect(block?.querySelector('pre code')?.textContent).toBe(code);
    }
  });

  it('numbers lines with a CSS counter when showLineNumbers is given', async () => {
    const plain = await codeBlock('scala', 'a');
    expect(plain.querySelector('pre')?.classList.contains('line-numbers')).toBe(false);
    const numbered = await codeBlock('scala showLineNumbers', 'a\nb');
    expect(numbered.querySelector('pre')?.classList.contains('line-numbers')).toBe(true);
    expect(numbered.querySelector('code')?.getAttribute('style')).toBe('counter-reset:line 0');
    // the numbers are not part of the text a reader copies
    expect(numbered.querySelector('code')?.textContent).toBe('a\nb');
    const fromTen = await codeBlock('scala showLineNumbers=10', 'a');
    expect(fromTen.querySelector('code')?.getAttribute('style')).toBe('counter-reset:line 9');
  });

  it('ignores meta meant for other tools, such as mdoc modifiers', async () => {
    const block = await codeBlock('scala mdoc:reset-object', 'val a = 1');
    expect(block.getAttribute('data-language')).toBe('scala');
    expect(block.querySelector('.code-block-title')).toBeNull();
  });
});

describe('parseCodeInfo', () => {
  it('reads language, title, ranges and flags', () => {
    expect(parseCodeInfo('Scala title="Main.scala" {2,4-5} showLineNumbers')).toEqual({
      lang: 'scala',
      title: 'Main.scala',
      highlightRanges: [
        [2, 2],
        [4, 5],
      ],
      showLineNumbers: true,
      startLine: 1,
    });
    expect(parseCodeInfo("title='A B.java'").title).toBe('A B.java');
    expect(parseCodeInfo(undefined).lang).toBeUndefined();
  });

  it('skips malformed ranges instead of failing', () => {
    expect(parseRanges('3, x, 5-4, 7-8, -2')).toEqual([
      [3, 3],
      [7, 8],
    ]);
  });
});
