import type { z } from 'zod';
import { SiteConfigError, locateProblems, type ConfigProblem, type LocatedProblem } from './config-error';
import { describeIssue } from './error-map';
import { parseYamlSource, valueAt, type YamlSource } from './locate';
import { siteConfigSchema, type createSiteConfigSchema, type SiteConfig, type SiteConfigWith } from './index';
import type { AnyNavbarItemSchemas } from './navbar-items/define';
import { siteConfigFromParsed } from './site-config';

export interface Parsed<T> {
  value: T;
  /** Kept so that later checks (links, docs-references) can point at a line too. */
  source: YamlSource;
}

/**
 * The issues of the one form of a union the value was evidently meant to be: not a value of
 * the wrong kind, and with the fewest unknown and missing keys. A value that is meant as a
 * footer column then hears about its column's fields, not that it "does not match any form".
 */
function bestUnionForm(issue: z.core.$ZodIssueInvalidUnion, source: YamlSource): z.core.$ZodIssue[] | undefined {
  const at = issue.path as (string | number)[];
  const mismatch = (issues: readonly z.core.$ZodIssue[]) =>
    issues.reduce((count, option) => {
      if (option.path.length === 0 && option.code === 'unrecognized_keys') return count + option.keys.length;
      if (
        option.path.length === 1 &&
        option.code === 'invalid_type' &&
        valueAt(source, [...at, ...(option.path as (string | number)[])]) === undefined
      )
        return count + 1;
      return count;
    }, 0);
  const candidates = issue.errors
    .filter((issues) => !issues.some((option) => option.path.length === 0 && option.code === 'invalid_type'))
    .map((issues) => ({ issues, score: mismatch(issues) }))
    .sort((a, b) => a.score - b.score);
  if (candidates.length === 0 || (candidates.length > 1 && candidates[0]!.score === candidates[1]!.score))
    return undefined;
  return candidates[0]!.issues.map((option) => ({ ...option, path: [...at, ...option.path] }));
}

function issueProblems(issues: readonly z.core.$ZodIssue[], source: YamlSource): ConfigProblem[] {
  return issues.flatMap((issue): ConfigProblem[] => {
    const path = issue.path as (string | number)[];
    // One line per unknown key, pointing at the key itself rather than at its parent.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...path, key],
        message: 'unknown key; check the spelling or remove it.',
        atKey: true,
      }));
    }
    if (issue.code === 'invalid_key') return [{ path, message: describeIssue(issue, undefined), atKey: true }];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const best = bestUnionForm(issue, source);
      if (best !== undefined) return issueProblems(best, source);
    }
    return [{ path, message: describeIssue(issue, valueAt(source, path)) }];
  });
}

/**
 * Reads YAML text against a schema. Throws one SiteConfigError listing every problem with its
 * line, column and path; never returns a half-valid value. `lineOffset` places YAML that is
 * embedded in a larger file, such as front matter.
 */
export function parseYaml<S extends z.ZodType>(
  text: string,
  fileName: string,
  schema: S,
  lineOffset = 0,
): Parsed<z.output<S>> {
  const source = parseYamlSource(text, fileName);
  const shift = (problems: LocatedProblem[]) =>
    problems.map((problem) => ({ ...problem, line: problem.line + lineOffset }));
  if (source.document.errors.length > 0) {
    const problems = source.document.errors.map((error) => ({
      path: [],
      message: `is not valid YAML: ${error.message
        .split('\n')[0]!
        .replace(/ at line \d+, column \d+:?$/, '')
        .replace(/\.$/, '')}.`,
      fileName,
      line: error.linePos?.[0].line ?? 1,
      column: error.linePos?.[0].col ?? 1,
    }));
    throw new SiteConfigError(fileName, shift(problems));
  }
  const result = schema.safeParse(source.document.toJS() ?? {});
  if (!result.success) {
    throw new SiteConfigError(fileName, shift(locateProblems(source, issueProblems(result.error.issues, source))));
  }
  return { value: result.data, source };
}

/**
 * Reads site.yaml with the site's schema, or with `schema` (one with more navbar item types,
 * say), then as the site reads it (siteConfigFromParsed).
 */
export function parseSiteConfig(text: string, fileName?: string): Parsed<SiteConfig>;
export function parseSiteConfig<Map extends AnyNavbarItemSchemas>(
  text: string,
  fileName: string,
  schema: ReturnType<typeof createSiteConfigSchema<Map>>,
): Parsed<SiteConfigWith<Map>>;
export function parseSiteConfig(
  text: string,
  fileName = 'site.yaml',
  schema: ReturnType<typeof createSiteConfigSchema<AnyNavbarItemSchemas>> = siteConfigSchema,
): Parsed<unknown> {
  const { value, source } = parseYaml(text, fileName, schema);
  return { value: siteConfigFromParsed(value), source };
}
