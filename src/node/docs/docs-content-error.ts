import { plural } from '../../shared/text/plural';

/** What stops the build in the pages themselves, each kind under a heading that names it. */
export class DocsContentError extends Error {
  constructor(
    readonly markdownErrors: readonly string[],
    readonly brokenLinks: readonly string[],
  ) {
    const section = (noun: string, problems: readonly string[]) =>
      problems.length === 0
        ? []
        : [`The docs have ${plural(problems.length, noun)}:`, ...problems.map((problem) => `  ${problem}`)];
    super(
      [
        ...section('Markdown error', markdownErrors),
        ...section('broken link', brokenLinks),
        'Fix them; nothing was built.',
      ].join('\n'),
    );
    this.name = 'DocsContentError';
  }
}
