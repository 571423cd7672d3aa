/**
 * Finds the line of the page each link is written on. marked's tokens carry no position, but the
 * renderer meets links in the order they are written: each is looked for from where the last one
 * was found, then anywhere (a footnote's links are met at the end). `written` is what to look for,
 * most exact first: the link as written, then its href (a link marked re-indented, in a list or a
 * quote, no longer reads as the page has it).
 */
export function linkLineFinder(source: string): (...written: string[]) => number | undefined {
  let cursor = 0;
  return (...written) => {
    for (const text of written) {
      if (text === '') continue;
      let at = source.indexOf(text, cursor);
      if (at === -1) at = source.indexOf(text);
      if (at === -1) continue;
      cursor = at + 1;
      return lineAt(source, at);
    }
    return undefined;
  };
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let index = source.indexOf('\n'); index !== -1 && index < offset; index = source.indexOf('\n', index + 1))
    line += 1;
  return line;
}
