import type { z } from 'zod';

/** Renders a value the way a site owner wrote it in YAML, short enough for one line. */
export function quote(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length === 0
      ? 'an empty mapping'
      : `a mapping with ${keys.map((key) => JSON.stringify(key)).join(', ')}`;
  }
  return String(value);
}

const article: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping',
  record: 'a mapping',
  array: 'a list',
};

const orList = (values: readonly unknown[]) =>
  values.length <= 1
    ? values.map(quote).join('')
    : `${values.slice(0, -1).map(quote).join(', ')} or ${quote(values[values.length - 1])}`;

const orWords = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

const withPeriod = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/** Whether a schema gave the issue its own message, rather than zod's generic one. */
const hasOwnMessage = (issue: z.core.$ZodIssue) => !/^(?:Invalid|Too small)/.test(issue.message);

/**
 * One sentence per zod issue that says what was expected and quotes what was found.
 * `input` is the value at the issue's path, taken from the YAML so the quote matches the file.
 */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_union': {
      if ((issue as { note?: string }).note === 'No matching discriminator') {
        // zod names the union's tag on the issue, whose path ends at it; a union that knows what a
        // value of its tag means (the navbar's, whose types name components) words it itself.
        if (hasOwnMessage(issue)) return withPeriod(issue.message);
        const key = (issue as { discriminator?: string }).discriminator ?? issue.path[issue.path.length - 1];
        const value =
          input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[String(key)] : input;
        const options = orList((issue as { options?: unknown[] }).options ?? []);
        if (value === undefined) return `missing ${quote(String(key))}; expected one of ${options}.`;
        return `unknown ${String(key)} ${quote(value)}; expected one of ${options}.`;
      }
      // Every form wanted another kind of value (a string or a number, say): name the kinds.
      const kinds = issue.errors.map((errors) =>
        errors.length === 1 && errors[0]!.path.length === 0 && errors[0]!.code === 'invalid_type'
          ? errors[0]!.expected
          : undefined,
      );
      if (kinds.length > 0 && kinds.every((kind) => kind !== undefined))
        return `expected ${orWords(kinds.map((kind) => article[kind] ?? kind))}, got ${quote(input)}.`;
      return withPeriod(`does not match any allowed form, got ${quote(input)}`);
    }
    case 'invalid_key': {
      // The key itself is wrong: quote it, with the reason its own check gives.
      const key = issue.path[issue.path.length - 1];
      return describeIssue(
        issue.issues[0] ?? ({ ...issue, code: 'custom', message: 'is not an allowed key' } as z.core.$ZodIssue),
        key,
      );
    }
    case 'invalid_type':
      if (input === undefined) return `is required: expected ${article[issue.expected] ?? issue.expected}.`;
      return `expected ${article[issue.expected] ?? issue.expected}, got ${quote(input)}.`;
    case 'invalid_value':
      return `expected ${orList(issue.values)}, got ${quote(input)}.`;
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${orList(issue.keys).replace(' or ', ' and ')}; check the spelling or remove ${issue.keys.length > 1 ? 'them' : 'it'}.`;
    case 'too_small':
      if (hasOwnMessage(issue)) return `${issue.message}, got ${quote(input)}.`;
      if (issue.origin === 'array')
        return `needs at least ${String(issue.minimum)} entr${issue.minimum === 1 ? 'y' : 'ies'}.`;
      if (issue.origin === 'string') return `must not be empty, got ${quote(input)}.`;
      return `must be at least ${String(issue.minimum)}, got ${quote(input)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${String(issue.maximum)} characters, got ${quote(input)}.`;
      return `must be at most ${String(issue.maximum)}, got ${quote(input)}.`;
    case 'invalid_format':
      if (issue.format === 'url') return `expected an absolute URL such as "https://example.org", got ${quote(input)}.`;
      if (issue.format === 'regex' && issue.message && !issue.message.startsWith('Invalid')) {
        return withPeriod(`${issue.message}, got ${quote(input)}`);
      }
      return `has the wrong format (${issue.format}), got ${quote(input)}.`;
    default:
      // A problem of two sections together, not of one value: there is no value to quote.
      if (issue.code === 'custom' && (issue.params as { whole?: boolean } | undefined)?.whole === true)
        return withPeriod(issue.message);
      return withPeriod(`${issue.message}, got ${quote(input)}`);
  }
}
