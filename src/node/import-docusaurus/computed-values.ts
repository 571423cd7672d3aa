import type { KeyPath } from './key-lines';
import { withoutLoaderQuery } from './loader-query';

/** A value of the config that two evaluations with different clocks gave differently. */
export interface ComputedValue {
  path: KeyPath;
  value: unknown;
  /** The value with the year written `{year}`, when the year is all that differs. */
  yearTemplate: string | undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The values of `first` (evaluated in `firstYear`) that `second` (evaluated in `secondYear`)
 * gives differently: what the config computes from the clock, such as a copyright line.
 */
export function computedValues(
  first: unknown,
  second: unknown,
  firstYear: number,
  secondYear: number,
  path: KeyPath = [],
): ComputedValue[] {
  if (Array.isArray(first) && Array.isArray(second)) {
    if (first.length !== second.length) return [{ path, value: first, yearTemplate: undefined }];
    return first.flatMap((item, index) => computedValues(item, second[index], firstYear, secondYear, [...path, index]));
  }
  if (isPlainObject(first) && isPlainObject(second)) {
    const keys = new Set([...Object.keys(first), ...Object.keys(second)]);
    return [...keys].flatMap((key) => computedValues(first[key], second[key], firstYear, secondYear, [...path, key]));
  }
  if (
    typeof first === 'function' ||
    typeof second === 'function' ||
    Object.is(withoutQuery(first), withoutQuery(second))
  )
    return [];
  return [{ path, value: first, yearTemplate: yearTemplate(first, second, firstYear, secondYear) }];
}

/**
 * A path as `require.resolve` gives it, without the query a module loader may add to each
 * evaluation's (`/site/sidebars.js?namespace=…`): the file it names is what counts.
 */
const withoutQuery = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') ? withoutLoaderQuery(value) : value;

/** `Copyright © {year} Me` when `first` and `second` differ only in the year each was made in. */
export function yearTemplate(
  first: unknown,
  second: unknown,
  firstYear: number,
  secondYear: number,
): string | undefined {
  if (typeof first !== 'string' || typeof second !== 'string' || !first.includes(String(firstYear))) return undefined;
  const template = first.split(String(firstYear)).join('{year}');
  return template.split('{year}').join(String(secondYear)) === second ? template : undefined;
}
