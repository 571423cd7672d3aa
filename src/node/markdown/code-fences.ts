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
