import { formatPath, locate, locateKey, type ConfigPath, type YamlSource } from './locate';

export interface ConfigProblem {
  path: ConfigPath;
  message: string;
  /** Point at the last key of the path itself rather than at its value (unknown keys). */
  atKey?: boolean;
}

export interface LocatedProblem extends ConfigProblem {
  fileName: string;
  line: number;
  column: number;
}

/** Every problem of a configuration file, each with its file:line:column and path. */
export class SiteConfigError extends Error {
  readonly problems: readonly LocatedProblem[];

  constructor(fileName: string, problems: readonly LocatedProblem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    const lines = problems.map((problem) => `  ${formatProblem(problem)}`);
    super(
      `${fileName} has ${count}:\n${lines.join('\n')}\nFix ${problems.length === 1 ? 'it' : 'them'} in ${fileName}; nothing was built from it.`,
    );
    this.name = 'SiteConfigError';
    this.problems = problems;
  }
}

export function formatProblem(problem: LocatedProblem): string {
  const where = `${problem.fileName}:${problem.line}:${problem.column}`;
  return problem.path.length === 0
    ? `${where} ${problem.message}`
    : `${where} ${formatPath(problem.path)}: ${problem.message}`;
}

export function locateProblems(source: YamlSource, problems: readonly ConfigProblem[]): LocatedProblem[] {
  return problems
    .map(({ atKey, ...problem }) => {
      const where = atKey
        ? locateKey(source, problem.path.slice(0, -1), String(problem.path[problem.path.length - 1]))
        : locate(source, problem.path);
      return { ...problem, fileName: source.fileName, ...where };
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}
