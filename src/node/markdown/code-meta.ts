/** What an author can say after the opening fence: ```scala title="Main.scala" {2,4-5} showLineNumbers */
interface CodeMeta {
  /** Lower-cased first word of the info string, if any. */
  lang: string | undefined;
  title: string | undefined;
  /** Inclusive, 1-based line ranges; kept as ranges so `{1-99999}` costs nothing. */
  highlightRanges: Array<readonly [number, number]>;
  showLineNumbers: boolean;
  /** First line number shown when `showLineNumbers=N` is given. */
  startLine: number;
}

const META_PART = /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([^}]*)\}|(\S+)/g;

export function parseCodeInfo(info: string | undefined): CodeMeta {
  const meta: CodeMeta = {
    lang: undefined,
    title: undefined,
    highlightRanges: [],
    showLineNumbers: false,
    startLine: 1,
  };
  const trimmed = (info ?? '').trim();
  // A first word with `=` is already meta (```title="x"), not a language.
  const langMatch = /^[^\s{=]+(?=\s|\{|$)/.exec(trimmed);
  if (langMatch) meta.lang = langMatch[0].toLowerCase();
  const rest = langMatch ? trimmed.slice(langMatch[0].length) : trimmed;

  for (const match of rest.matchAll(META_PART)) {
    const [, key, double, single, bare, ranges, flag] = match;
    if (key !== undefined) {
      const value = double ?? single ?? bare ?? '';
      if (key === 'title') meta.title = value;
      else if (key === 'showLineNumbers') {
        const start = Number(value);
        meta.showLineNumbers = true;
        if (Number.isSafeInteger(start) && start >= 0) meta.startLine = start;
      }
    } else if (ranges !== undefined) {
      meta.highlightRanges.push(...parseRanges(ranges));
    } else if (flag === 'showLineNumbers') {
      meta.showLineNumbers = true;
    }
    // Anything else (mdoc modifiers such as `mdoc:reset`) is meant for other tools and ignored.
  }
  return meta;
}

/** `2,4-5` -> [[2,2],[4,5]]; malformed parts are skipped rather than failing the build. */
export function parseRanges(spec: string): Array<readonly [number, number]> {
  const ranges: Array<readonly [number, number]> = [];
  for (const part of spec.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from >= 1 && to >= from) ranges.push([from, to]);
  }
  return ranges;
}

export function isHighlighted(meta: CodeMeta, line: number): boolean {
  return meta.highlightRanges.some(([from, to]) => line >= from && line <= to);
}
