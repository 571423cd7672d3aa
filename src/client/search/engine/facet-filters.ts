import type { FacetFilter, FacetFilters } from '../../../shared/search/protocol';

/** `version:current` is attribute "version", value "current"; `version:-v1` excludes v1. */
function parse(filter: string): { attribute: string; value: string; negated: boolean } | undefined {
  const colon = filter.indexOf(':');
  if (colon <= 0) return undefined;
  const attribute = filter.slice(0, colon);
  const raw = filter.slice(colon + 1);
  const negated = raw.startsWith('-');
  return { attribute, value: negated ? raw.slice(1) : raw, negated };
}

function valuesOf(record: object, attribute: string): string[] {
  const value = (record as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? [] : [String(value)];
}

function matchesOne(record: object, filter: string): boolean {
  const parsed = parse(filter);
  if (!parsed) return true;
  const has = valuesOf(record, parsed.attribute).includes(parsed.value);
  return parsed.negated ? !has : has;
}

function matchesEntry(record: object, entry: FacetFilter): boolean {
  return typeof entry === 'string'
    ? matchesOne(record, entry)
    : entry.length === 0 || entry.some((filter) => matchesOne(record, filter));
}

/** Algolia's semantics: the entries must all hold; the filters inside a nested list are alternatives. */
export function matchesFacetFilters(record: object, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  if (typeof filters === 'string') return matchesOne(record, filters);
  return filters.every((entry) => matchesEntry(record, entry));
}

/**
 * The values of `attribute` a record must have for the filters to hold, or undefined when the
 * filters allow any. The local client uses it to download only the versions a query can match.
 */
export function requiredValues(filters: FacetFilters | undefined, attribute: string): string[] | undefined {
  if (filters === undefined) return undefined;
  const entries = typeof filters === 'string' ? [filters] : filters;
  let required: string[] | undefined;
  for (const entry of entries) {
    const alternatives = (typeof entry === 'string' ? [entry] : entry).map(parse);
    if (
      alternatives.length === 0 ||
      alternatives.some((filter) => !filter || filter.attribute !== attribute || filter.negated)
    )
      continue;
    const values = alternatives.map((filter) => filter!.value);
    required = required === undefined ? values : required.filter((value) => values.includes(value));
  }
  return required;
}

/** How many of the records have each value of each attribute. */
export function countFacets(
  records: readonly object[],
  attributes: readonly string[],
): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const values: Record<string, number> = {};
    for (const record of records) {
      for (const value of valuesOf(record, attribute)) values[value] = (values[value] ?? 0) + 1;
    }
    counts[attribute] = values;
  }
  return counts;
}
