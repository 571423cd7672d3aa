import { parseDocument } from 'yaml';

export interface FrontMatter {
  data: Record<string, unknown>;
  body: string;
  /** 1-based line of the source on which `body` starts; add `line - 1` to body-relative lines. */
  bodyStartLine: number;
}

const OPENING = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*$/;

/**
 * Splits a leading `---` YAML block from the markdown. A file without one has empty data. Errors
 * name the file line, since authors read the whole file, not the YAML block.
 */
export function splitFrontMatter(source: string): FrontMatter {
  const opening = OPENING.exec(source);
  if (!opening) return { data: {}, body: source.replace(/^\uFEFF/, ''), bodyStartLine: 1 };

  const rest = source.slice(opening[0].length);
  const lines = rest.split('\n');
  const closingIndex = lines.findIndex((line) => CLOSING.test(line.replace(/\r$/, '')));
  if (closingIndex === -1) throw new Error('Front matter opened with "---" on line 1 is never closed with "---"');

  const yamlText = lines
    .slice(0, closingIndex)
    .map((line) => line.replace(/\r$/, ''))
    .join('\n');
  const body = lines.slice(closingIndex + 1).join('\n');
  const bodyStartLine = closingIndex + 3;

  const document = parseDocument(yamlText);
  const error = document.errors[0];
  if (error !== undefined) {
    const line = error.linePos?.[0].line;
    const where = line === undefined ? '' : ` on line ${line + 1}`;
    // yaml's own position is relative to the block; ours replaces it.
    const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    throw new Error(`Invalid YAML front matter${where}: ${reason}`);
  }
  const data: unknown = document.toJS() ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('Front matter must be a YAML mapping of keys to values');
  }
  return { data: data as Record<string, unknown>, body, bodyStartLine };
}
