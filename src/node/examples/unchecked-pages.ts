import type { ExampleProblem } from './mdoc-runner';
import type { PageExamples } from './page-examples';

/**
 * Every page that was to be checked and neither compiled nor failed, as a problem that names it:
 * with these, the pages counted as passed or failed are exactly the pages that were to be checked.
 */
export function uncheckedPages(
  expected: readonly PageExamples[],
  compiled: readonly string[],
  problems: readonly ExampleProblem[],
): ExampleProblem[] {
  const accounted = new Set([...compiled, ...problems.map((problem) => problem.fileName)]);
  return expected
    .filter((page) => !accounted.has(page.fileName))
    .map((page) => ({
      fileName: page.fileName,
      line: page.blocks[0]!.line,
      column: 1,
      message:
        'has Scala blocks that were not checked: mdoc or the types program left it out of its results without reporting an error.',
    }));
}
