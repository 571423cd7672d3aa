/** Where a key of an evaluated config is written in its source, to point a site owner at it. */
export type KeyPath = ReadonlyArray<string | number>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The line of the last key of `path` in `source`: each named key is looked for after the one
 * before it (`themeConfig`, then `navbar` after it, then `items`...), as a config writes them
 * nested; indexes are skipped. The line of the deepest key found, 1 when none is.
 */
export function lineOfKey(source: string, path: KeyPath): number {
  let at = 0;
  let found = -1;
  for (const key of path) {
    if (typeof key === 'number') continue;
    const pattern = new RegExp(`(?:^|[^\\w$.])(['"\`]?)${escapeRegExp(key)}\\1\\s*:`, 'g');
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (match === null) break;
    found = match.index + match[0].indexOf(key);
    at = found + key.length;
  }
  return found < 0 ? 1 : lineOfOffset(source, found);
}

/** The line of the first place `text` is written (after `from`), 1 when it is not. */
export function lineOfText(source: string, text: string, from = 0): number {
  const at = source.indexOf(text, from);
  return at < 0 ? 1 : lineOfOffset(source, at);
}

export const lineOfOffset = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** `themeConfig.navbar.items[2].label`, as a site owner reads a path. */
export function formatPath(path: KeyPath): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}
