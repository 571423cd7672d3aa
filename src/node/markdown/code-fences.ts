// Any indentation: fences inside list items and components are indented too.
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Reads lines in order and says which belong to a fenced code block (its opening and closing
 * fences included), where nothing else of Markdown or MDX applies.
 */
export function codeFenceTracker(): (line: string) => boolean {
  let fence: string | undefined;
  return (line) => {
    if (fence !== undefined) {
      if (new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line)) fence = undefined;
      return true;
    }
    fence = FENCE.exec(line)?.[1];
    return fence !== undefined;
  };
}

/**
 * `line` with what `replace` makes of each place `start` matches outside code spans. As in
 * Markdown, whichever starts first wins: a backtick run opens a code span, unless it is inside
 * what `replace` took (a tag's attribute may hold a template literal). `replace` gets the rest
 * of the line and says how many characters it takes and what they become, or undefined to leave
 * the match as it is.
 */
export function replaceOutsideCodeSpans(
  line: string,
  start: RegExp,
  replace: (rest: string) => { length: number; text: string } | undefined,
): string {
  const scan = new RegExp(`\`+|${start.source}`, 'g');
  let result = '';
  let last = 0;
  for (let match = scan.exec(line); match !== null; match = scan.exec(line)) {
    if (match[0].startsWith('`')) {
      const closer = new RegExp(`(?<!\`)${match[0]}(?!\`)`, 'g');
      closer.lastIndex = scan.lastIndex;
      if (closer.exec(line) !== null) scan.lastIndex = closer.lastIndex;
      continue;
    }
    const replaced = replace(line.slice(match.index));
    if (replaced === undefined) continue;
    result += line.slice(last, match.index) + replaced.text;
    last = scan.lastIndex = match.index + replaced.length;
  }
  return result + line.slice(last);
}
