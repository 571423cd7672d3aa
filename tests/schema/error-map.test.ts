import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatProblem, locateProblems, SiteConfigError } from '../../schema/config-error';
import { describeIssue, quote } from '../../schema/error-map';
import { navbarItemSchemas } from '../../registry/navbar-item-schemas';
import { navbarItemUnions } from '../../schema/navbar-items/item-unions';
import { formatPath, locate, parseYamlSource, valueAt } from '../../schema/locate';

function issueOf(schema: z.ZodType, value: unknown): z.core.$ZodIssue {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be rejected');
  return result.error.issues[0]!;
}

describe('quote', () => {
  it('renders values the way they look in YAML', () => {
    expect(quote('middle')).toBe('"middle"');
    expect(quote(3)).toBe('3');
    expect(quote(true)).toBe('true');
    expect(quote(null)).toBe('null');
    expect(quote(undefined)).toBe('nothing');
    expect(quote([1, 2])).toBe('a list');
    expect(quote({ a: 1 })).toBe('a mapping with "a"');
    expect(quote({})).toBe('an empty mapping');
  });

  it('shortens long strings to one line', () => {
    const quoted = quote('x'.repeat(100));
    expect(quoted).toBe(`"${'x'.repeat(57)}..."`);
    expect(quoted.length).toBe(62);
  });
});

describe('describeIssue', () => {
  it('says what was expected and quotes what was found', () => {
    expect(describeIssue(issueOf(z.string(), 3), 3)).toBe('expected a string, got 3.');
    expect(describeIssue(issueOf(z.number().int(), 'x'), 'x')).toBe('expected a number, got "x".');
    expect(describeIssue(issueOf(z.array(z.string()), {}), {})).toBe('expected a list, got an empty mapping.');
    expect(describeIssue(issueOf(z.string(), undefined), undefined)).toBe('is required: expected a string.');
    expect(describeIssue(issueOf(z.enum(['a', 'b', 'c']), 'd'), 'd')).toBe('expected "a", "b" or "c", got "d".');
    expect(describeIssue(issueOf(z.literal('only'), 'other'), 'other')).toBe('expected "only", got "other".');
  });

  it('describes sizes', () => {
    expect(describeIssue(issueOf(z.array(z.string()).min(2), ['a']), ['a'])).toBe('needs at least 2 entries.');
    expect(describeIssue(issueOf(z.array(z.string()).min(1), []), [])).toBe('needs at least 1 entry.');
    expect(describeIssue(issueOf(z.string().min(1), ''), '')).toBe('must not be empty, got "".');
    expect(describeIssue(issueOf(z.number().min(2), 1), 1)).toBe('must be at least 2, got 1.');
    expect(describeIssue(issueOf(z.number().max(6), 7), 7)).toBe('must be at most 6, got 7.');
    expect(describeIssue(issueOf(z.string().max(3), 'abcd'), 'abcd')).toBe('must be at most 3 characters, got "abcd".');
  });

  it('uses the message a regex was given, and a neutral one otherwise', () => {
    const custom = z.string().regex(/^\//, { error: 'must be a path starting with "/"' });
    expect(describeIssue(issueOf(custom, 'docs'), 'docs')).toBe('must be a path starting with "/", got "docs".');
    expect(describeIssue(issueOf(z.string().regex(/^a$/), 'b'), 'b')).toBe('has the wrong format (regex), got "b".');
    expect(describeIssue(issueOf(z.url(), 'example'), 'example')).toBe(
      'expected an absolute URL such as "https://example.org", got "example".',
    );
  });

  it("describes a discriminated union miss by the union's own tag and options", () => {
    const shape = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('circle'), radius: z.number() }),
      z.object({ kind: z.literal('square'), side: z.number() }),
    ]);
    // parseYaml passes the value at the issue's path, which is the union's tag.
    const unknown = issueOf(shape, { kind: 'hexagon' });
    expect(unknown.path).toEqual(['kind']);
    expect(describeIssue(unknown, 'hexagon')).toMatchInlineSnapshot(
      `"unknown kind "hexagon"; expected one of "circle" or "square"."`,
    );
    expect(describeIssue(issueOf(shape, { radius: 1 }), undefined)).toMatchInlineSnapshot(
      `"missing "kind"; expected one of "circle" or "square"."`,
    );
  });

  it("says a navbar item type names no component only for the navbar's unions", () => {
    const { item, entry } = navbarItemUnions(navbarItemSchemas);
    expect(describeIssue(issueOf(item, { type: 'clock' }), 'clock')).toMatchInlineSnapshot(
      `"No NavbarItem component found for type "clock"."`,
    );
    expect(describeIssue(issueOf(entry, { type: 'clock' }), 'clock')).toMatchInlineSnapshot(
      `"No NavbarItem component found for type "clock"."`,
    );
    const plain = z.discriminatedUnion('type', [
      z.object({ type: z.literal('link') }),
      z.object({ type: z.literal('html') }),
    ]);
    expect(describeIssue(issueOf(plain, { type: 'clock' }), 'clock')).toMatchInlineSnapshot(
      `"unknown type "clock"; expected one of "link" or "html"."`,
    );
  });

  it('lists unknown keys and adds a period to custom messages', () => {
    const strict = z.strictObject({ a: z.string() });
    expect(describeIssue(issueOf(strict, { a: 'x', b: 1, c: 2 }), { a: 'x', b: 1, c: 2 })).toBe(
      'unknown keys "b" and "c"; check the spelling or remove them.',
    );
    const refined = z.object({ a: z.number() }).refine(() => false, { error: 'needs something else' });
    expect(describeIssue(issueOf(refined, { a: 1 }), { a: 1 })).toBe('needs something else, got a mapping with "a".');
  });
});

describe('formatPath', () => {
  it('writes a path the way a site owner reads their YAML', () => {
    expect(formatPath([])).toBe('');
    expect(formatPath(['title'])).toBe('title');
    expect(formatPath(['navbar', 'items', 2, 'position'])).toBe('navbar.items[2].position');
    expect(formatPath(['footer', 'links', 0, 'items', 1])).toBe('footer.links[0].items[1]');
  });
});

describe('locate', () => {
  const source = parseYamlSource(
    ['title: Effectie', 'navbar:', '  items:', '    - type: link', '      label: Blog', ''].join('\n'),
    'site.yaml',
  );

  it('finds the line and column of a value', () => {
    expect(locate(source, ['title'])).toEqual({ line: 1, column: 8 });
    expect(locate(source, ['navbar', 'items', 0, 'label'])).toEqual({ line: 5, column: 14 });
  });

  it('points at the nearest existing ancestor of a missing key', () => {
    expect(locate(source, ['navbar', 'items', 0, 'to'])).toEqual({ line: 4, column: 7 });
    expect(locate(source, ['footer', 'links'])).toEqual({ line: 1, column: 1 });
  });

  it('reads the value at a path as plain data', () => {
    expect(valueAt(source, ['navbar', 'items', 0])).toEqual({ type: 'link', label: 'Blog' });
    expect(valueAt(source, ['navbar', 'items', 3])).toBeUndefined();
  });
});

describe('SiteConfigError', () => {
  const source = parseYamlSource('title: Effectie\nurl: nope\nfavicon: ""\n', 'site.yaml');

  it('sorts located problems by line, then column', () => {
    const located = locateProblems(source, [
      { path: ['favicon'], message: 'third.' },
      { path: ['url'], message: 'second.' },
      { path: ['title'], message: 'first.' },
    ]);
    expect(located.map(formatProblem)).toEqual([
      'site.yaml:1:8 title: first.',
      'site.yaml:2:6 url: second.',
      'site.yaml:3:10 favicon: third.',
    ]);
  });

  it('counts its problems in words and keeps them for callers', () => {
    const one = new SiteConfigError('site.yaml', locateProblems(source, [{ path: [], message: 'is empty.' }]));
    expect(one.name).toBe('SiteConfigError');
    expect(one.message).toBe(
      'site.yaml has 1 problem:\n  site.yaml:1:1 is empty.\nFix it in site.yaml; nothing was built from it.',
    );
    const two = new SiteConfigError(
      'site.yaml',
      locateProblems(source, [
        { path: ['url'], message: 'a.' },
        { path: ['title'], message: 'b.' },
      ]),
    );
    expect(two.message.split('\n')[0]).toBe('site.yaml has 2 problems:');
    expect(two.message.endsWith('Fix them in site.yaml; nothing was built from it.')).toBe(true);
    expect(two.problems).toHaveLength(2);
  });
});
