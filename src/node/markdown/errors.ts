/** One authoring mistake: what is wrong, and the 1-based line it is on, when known. */
export interface MarkdownProblem {
  readonly reason: string;
  readonly line: number | undefined;
}

/**
 * The authoring mistakes of a markdown file, every one of them, in line order. `line` is 1-based
 * and relative to the string given to `render`; callers that stripped front matter add
 * `bodyStartLine - 1` to point into the file. `line` and `reason` are those of the first problem.
 */
export class MarkdownSyntaxError extends Error {
  readonly line: number | undefined;

  readonly reason: string;

  readonly problems: readonly MarkdownProblem[];

  constructor(message: string, line: number | undefined);
  constructor(problems: readonly MarkdownProblem[]);
  constructor(first: string | readonly MarkdownProblem[], line?: number) {
    const problems = typeof first === 'string' ? [{ reason: first, line }] : first;
    super(problems.map(describe).join('\n'));
    this.name = 'MarkdownSyntaxError';
    this.problems = problems;
    this.reason = problems[0]?.reason ?? '';
    this.line = problems[0]?.line;
  }
}

function describe({ reason, line }: MarkdownProblem): string {
  return line === undefined ? reason : `${reason} (line ${line})`;
}

/**
 * Where a page's problems gather while it is read, so one mistake does not hide the next: each
 * part reports what it finds and carries on with a reading that lets the rest be checked.
 */
export class ProblemList {
  private readonly problems: MarkdownProblem[] = [];

  report(reason: string, line: number | undefined): void {
    if (this.problems.some((problem) => problem.reason === reason && problem.line === line)) return;
    this.problems.push({ reason, line });
  }

  /** Problems found elsewhere (thrown by a part that could not carry on), their lines mapped by `line`. */
  addAll(problems: Iterable<MarkdownProblem>, line: (line: number) => number = (same) => same): void {
    for (const problem of problems)
      this.report(problem.reason, problem.line === undefined ? undefined : line(problem.line));
  }

  get size(): number {
    return this.problems.length;
  }

  /** Every problem, ordered by line; those without a line last. */
  sorted(): MarkdownProblem[] {
    return [...this.problems].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  }
}
