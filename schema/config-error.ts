import { formatPath, locate, type ConfigPath, type YamlSource } from './locate';

export interface ConfigProblem {
  path: ConfigPath;
  message: string;
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
    super(`${fileName} has ${count}:\n${lines.join('\n')}\nFix ${problems.length === 1 ? 'it' : 'them'} in ${fileName}; nothing was built from it.`);
    this.name = 'SiteConfigError';
    this.problems = problems;
  }
}

export function formatProblem(problem: LocatedProblem): string {
  const where = `${problem.fileName}:${problem.line}:${problem.column}`;
  return problem.path.length === 0 ? `${where} ${problem.message}` : `${where} ${formatPath(problem.path)}: ${problem.message}`;
}

export function locateProblems(source: YamlSource, problems: readonly ConfigProblem[]): LocatedProblem[] {
  return problems
    .map((problem) => ({ ...problem, fileName: source.fileName, ...locate(source, problem.path) }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}
