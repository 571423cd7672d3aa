import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outputLineNumbers } from '../../../../src/node/examples/output-lines';

describe('outputLineNumbers', () => {
  it("marks the lines mdoc inserted after statements, not the author's own comments", () => {
    const code = ['// the answer', 'val x = 40 + 2', 'x.toString'].join('\n');
    const rendered = ['// the answer', 'val x = 40 + 2', '// x: Int = 42', 'x.toString', '// res0: String = "42"'].join(
      '\n',
    );
    expect([...outputLineNumbers(code, rendered)]).toEqual([3, 5]);
  });

  it('finds exactly the inserted lines for any code and any insertions', () => {
    const line = fc.stringMatching(/^[a-z =+]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(11), { maxLength: 6 }),
        (code, after) => {
          const rendered: string[] = [];
          const expected: number[] = [];
          code.forEach((text, index) => {
            rendered.push(text);
            for (const _ of after.filter((position) => position === index)) {
              rendered.push(`// res: ${index}`);
              expected.push(rendered.length);
            }
          });
          expect([...outputLineNumbers(code.join('\n'), rendered.join('\n'))]).toEqual(expected);
        },
      ),
    );
  });
});
