import { describe, expect, it } from 'vitest';
import { formatJsLiteral, JsLiteralError, parseJsLiteral } from '../../../../src/node/markdown/js-literal.js';

describe('JavaScript literals read without running code', () => {
  it('reads arrays and objects with plain or quoted keys, any quotes and trailing commas', () => {
    expect(
      parseJsLiteral(`[ {label: 'sbt', value: "sbt",}, {'label': \`Mill\`, "default": true, n: -1.5, none: null}, ]`),
    ).toEqual([
      { label: 'sbt', value: 'sbt' },
      { label: 'Mill', default: true, n: -1.5, none: null },
    ]);
    expect(parseJsLiteral(String.raw`'it\'s'`)).toBe("it's");
  });

  it.each([
    ['tabs', '"tabs" is code, not a literal value'],
    ['[{label: t("a")}]', '"t("a")}]" is code, not a literal value'],
    ['[...rest]', '"...rest]" is code, not a literal value'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source text with a template literal, which the parser must refuse.
    ['`v${version}`', 'the template `v${…` computes its text'],
    ["[{label: 'a' value: 'b'}]", `"value: 'b'}]" stands where "," or "}" should be`],
    ["[{label: 'a'}", 'it is never closed with "]"'],
    ["'open", "the string 'open is never closed"],
    ['[1] + 1', '"+ 1" follows the value'],
    ['[trueish]', '"trueish]" is code, not a literal value'],
  ])('refuses %s: %s', (text, message) => {
    expect(() => parseJsLiteral(text)).toThrow(new JsLiteralError(message));
  });

  it('writes a value back as pages write it, for messages', () => {
    expect(formatJsLiteral({ label: "it's", 'data-x': [1, true, null] })).toBe(
      String.raw`{label: 'it\'s', 'data-x': [1, true, null]}`,
    );
  });
});
