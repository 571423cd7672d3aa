/**
 * An authoring mistake in a markdown file. `line` is 1-based and relative to the string given to
 * `render`; callers that stripped front matter add `bodyStartLine - 1` to point into the file.
 */
export class MarkdownSyntaxError extends Error {
  readonly line: number | undefined;

  constructor(message: string, line: number | undefined) {
    super(line === undefined ? message : `${message} (line ${line})`);
    this.name = 'MarkdownSyntaxError';
    this.line = line;
  }
}
