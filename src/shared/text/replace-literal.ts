/**
 * Replaces the first match of `search` with `content` as written. String.replace with a string
 * would read `$&`, `$$`, `` $` `` and `$'` in `content` as patterns, and pages hold such text
 * (Scala's interpolated strings write `$$`).
 */
export function replaceLiteral(text: string, search: string | RegExp, content: string): string {
  return text.replace(search, () => content);
}
