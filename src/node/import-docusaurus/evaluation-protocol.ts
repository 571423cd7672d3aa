import { STUB_PATH_PREFIX, stubbedSpecifier, stubValue } from './stub-value';

/** What the evaluating process is asked: a file of the site, evaluated from the site folder at a clock. */
export interface EvaluationRequest {
  file: string;
  siteDir: string;
  /** What `Date.now()` gives while the file is evaluated. */
  now: number;
}

/** An import of the evaluated file (or a file it loads) that does not resolve here and was given a stand-in. */
export interface StubbedImport {
  specifier: string;
  /** The importing file, from the site folder, and the line naming the specifier. */
  file: string;
  line: number;
  /** A package not installed here, a file of the site its build generates, or a stylesheet or image. */
  kind: 'package' | 'generated' | 'asset';
}

export type EvaluationResult = { value: unknown; stubbed: StubbedImport[] } | { error: string };

// Taken when the module loads: the evaluated file may replace the globals.
const { Date: DateClass, RegExp: RegExpClass } = globalThis;
const isPlainValue = (value: unknown): value is null | string | number | boolean | undefined | Date | RegExp =>
  value === null || typeof value !== 'object' || value instanceof DateClass || value instanceof RegExpClass;

/** A value that has no form outside its process: a stand-in of a module, or a function (by its name). */
const MARK = '\u0000docusaurus-import';
type Marked = { [MARK]: 'stub'; specifier: string } | { [MARK]: 'function'; name: string };

/**
 * The evaluated value as structured clone carries it between processes: stand-ins and functions
 * become marked objects, a path of a stand-in's module file (from `require.resolve`) its specifier.
 */
export function encodeValue(
  value: unknown,
  stubPaths: ReadonlyMap<string, string>,
  seen = new Map<object, unknown>(),
): unknown {
  if (typeof value === 'function') {
    const specifier = stubbedSpecifier(value);
    return specifier === undefined ? { [MARK]: 'function', name: value.name } : { [MARK]: 'stub', specifier };
  }
  if (typeof value === 'string') {
    const specifier = stubPaths.get(value);
    return specifier === undefined ? value : `${STUB_PATH_PREFIX}${specifier}`;
  }
  if (typeof value === 'symbol' || typeof value === 'bigint') return undefined;
  if (isPlainValue(value)) return value;
  if (seen.has(value)) return seen.get(value);
  if (typeof (value as { then?: unknown }).then === 'function') return { [MARK]: 'function', name: 'Promise' };
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(encodeValue(item, stubPaths, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const key of Object.keys(value))
    copy[key] = encodeValue((value as Record<string, unknown>)[key], stubPaths, seen);
  return copy;
}

/** The value back in this process: a stand-in again for each stubbed module, a named no-op for each function. */
export function decodeValue(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (isPlainValue(value)) return value;
  if (seen.has(value)) return seen.get(value);
  const marked = value as Partial<Marked>;
  if (marked[MARK] === 'stub') return stubValue((marked as { specifier: string }).specifier);
  if (marked[MARK] === 'function') {
    const name = (marked as { name: string }).name;
    return { [name]: () => undefined }[name];
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(decodeValue(item, seen));
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[key] = decodeValue(item, seen);
  return copy;
}
