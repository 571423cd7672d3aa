import { describe, expect, it } from 'vitest';
import {
  JsLiteralError,
  JsxTagError,
  parseJsArray,
  parseJsLiteral,
  parseJsxTag,
} from '../../../../src/node/markdown/jsx-parse.js';

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

  it('reads nested objects and arrays, multi-line templates, numbers in any notation and comments', () => {
    expect(
      parseJsLiteral(`{
        // which tabs
        tabs: [{label: \`Cats
Effect\`, values: [1e3, 0x10, .5, -0]}, {nested: {deep: [[true], {}]}}],
        'data-x': /* none */ null,
      }`),
    ).toEqual({
      tabs: [{ label: 'Cats\nEffect', values: [1000, 16, 0.5, -0] }, { nested: { deep: [[true], {}] } }],
      'data-x': null,
    });
  });

  it('keeps a key named __proto__ as a key, not as the prototype', () => {
    const value = parseJsLiteral("{__proto__: {polluted: 'yes'}}") as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['tabs', '"tabs" is code, not a literal value'],
    ['[{label: t("a")}]', '"t("a")" is code, not a literal value'],
    ['[...rest]', '"...rest" is code, not a literal value'],
    ['{value}', '"value" is code, not a literal value'],
    ['{[key]: 1}', '"[key]: 1" is code, not a literal value'],
    ['[1, , 2]', '"[1, , 2]" is code, not a literal value'],
    ['/x/g', '"/x/g" is code, not a literal value'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source text with a template literal, which the parser must refuse.
    ['`v${version}`', 'the template `v${version}` computes its text'],
    ["[{label: 'a' value: 'b'}]", `"value: 'b'}]" stands where "," or "}" should be`],
    ["[{label: 'a'}", 'it is never closed with "]"'],
    ["'open", "the string 'open is never closed"],
    ['[1] + 1', '"[1] + 1" is code, not a literal value'],
    ['[1] 2', '"2" follows the value'],
    ['[trueish]', '"trueish" is code, not a literal value'],
    ['', 'it ends where a value should be'],
  ])('refuses %s: %s', (text, message) => {
    expect(() => parseJsLiteral(text)).toThrow(new JsLiteralError(message));
  });

  it('gives each item of an array with its text as written, for messages that quote the author', () => {
    expect(parseJsArray(`[{label: "sbt", value: 'sbt'}, 'mill']`)).toEqual([
      { value: { label: 'sbt', value: 'sbt' }, written: `{label: "sbt", value: 'sbt'}` },
      { value: 'mill', written: "'mill'" },
    ]);
    expect(parseJsArray("{label: 'sbt'}")).toBeUndefined();
  });
});

describe('JSX tags as MDX pages write them', () => {
  it('reads quoted, bare and braced attributes, keeping code as written', () => {
    const tag = parseJsxTag(
      `<Tabs groupId="tool" queryString lazy={false} n={-2} label={'A &amp; B'} title="Tom &amp; Jerry" values={[{label: 'sbt', value: \`sbt\`}]} xlink:href="#x">\nSome *text*`,
    );
    expect(tag?.name).toBe('Tabs');
    expect([tag?.closing, tag?.selfClosing]).toEqual([false, false]);
    expect(Object.fromEntries(tag?.attributes ?? [])).toEqual({
      groupId: 'tool',
      queryString: true,
      lazy: false,
      n: -2,
      label: 'A &amp; B',
      title: 'Tom & Jerry',
      values: { expression: "[{label: 'sbt', value: `sbt`}]" },
      'xlink:href': '#x',
    });
    expect(tag?.length).toBe(
      `<Tabs groupId="tool" queryString lazy={false} n={-2} label={'A &amp; B'} title="Tom &amp; Jerry" values={[{label: 'sbt', value: \`sbt\`}]} xlink:href="#x">`
        .length,
    );
  });

  it('finds the end of a tag whose attributes hold braces, ">" and tags in strings, templates and JSX', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source text whose template literal holds a brace.
    const text = '<TabItem label={<b>x</b>} title={"a > b"} code={`}${"}"}`}>rest';
    expect(parseJsxTag(text)?.length).toBe(text.indexOf('>rest') + 1);
    expect(parseJsxTag('<DocCardList />\nNext')).toMatchObject({ name: 'DocCardList', selfClosing: true, length: 15 });
    expect(parseJsxTag('</Tabs> after')).toMatchObject({ name: 'Tabs', closing: true, length: 7 });
    expect(parseJsxTag('<Tabs\n  groupId="x"\n>')).toMatchObject({ name: 'Tabs', length: 21 });
  });

  it('says nothing when the text starts no tag, or the tag never ends', () => {
    for (const text of ['Tabs', '< Tabs>', '<Tabs groupId="x', '<Tabs values={[1, 2]', '<Tabs'])
      expect(parseJsxTag(text)).toBeUndefined();
  });

  it.each([
    ['<Tabs {...props}>', '<Tabs> spreads {...props} into its attributes, which is code the site does not run'],
    ['<Tabs groupId=tool>', '<Tabs> gives groupId no value in quotes or braces'],
    ['<Tabs "x">', '<Tabs> has ""x">" where an attribute should be'],
  ])('refuses %s: %s', (text, message) => {
    expect(() => parseJsxTag(text)).toThrow(new JsxTagError(message));
  });
});
