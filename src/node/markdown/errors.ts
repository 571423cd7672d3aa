/**
 * An authoring mistake in a markdown file. `line` is 1-based and relative to the string given to
 * `render`; callers that stripped front matter add `bodyStartLine - 1` to point into the file.
 */
export class MarkdownSyntaxError extends Error {
  readonly line: number | undefined;

  readonly reason: string;

  constructor(message: string, line: number | undefined) {
    super(line === undefined ? message : `${message} (line ${line})`);
    this.name = 'MarkdownSyntaxError';
    this.reason = message;
    this.line = line;
  }

  /** The same mistake at another line (the page's, for a line of a translated source). */
  at(line: number): MarkdownSyntaxError {
    return line === this.line ? this : new MarkdownSyntaxError(this.reason, line);
  }
}
