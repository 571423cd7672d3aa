import type { z } from 'zod';
import { SiteConfigError, locateProblems, type ConfigProblem, type LocatedProblem } from './config-error';
import { describeIssue } from './error-map';
import { parseYamlSource, valueAt, type YamlSource } from './locate';
import { siteConfigSchema, type SiteConfig } from './index';

export interface Parsed<T> {
  value: T;
  /** Kept so that later checks (links, cross-references) can point at a line too. */
  source: YamlSource;
}

function issueProblems(issues: readonly z.core.$ZodIssue[], source: YamlSource): ConfigProblem[] {
  return issues.flatMap((issue): ConfigProblem[] => {
    const path = issue.path as (string | number)[];
    // One line per unknown key, pointing at the key itself rather than at its parent.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key], message: 'unknown key; check the spelling or remove it.', atKey: true }));
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
  const shift = (problems: LocatedProblem[]) => problems.map((problem) => ({ ...problem, line: problem.line + lineOffset }));
  if (source.document.errors.length > 0) {
    const problems = source.document.errors.map((error) => ({
      path: [],
      message: `is not valid YAML: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '').replace(/\.$/, '')}.`,
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

export function parseSiteConfig(text: string, fileName = 'site.yaml', schema: z.ZodType = siteConfigSchema): Parsed<SiteConfig> {
  return parseYaml(text, fileName, schema) as Parsed<SiteConfig>;
}
