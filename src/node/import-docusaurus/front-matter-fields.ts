/**
 * `page` with `fields` added to its front matter (a front matter made when it has none); a key the
 * page already sets keeps its value. Values are written as JSON strings, which YAML reads as written.
 */
export function withFrontMatterFields(page: string, fields: Readonly<Record<string, string>>): string {
  const open = /^---\r?\n/.exec(page);
  const close = open === null ? null : /\r?\n---[ \t]*(?:\r?\n|$)/.exec(page.slice(open[0].length - 1));
  if (open === null || close === null) {
    const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    return `---\n${lines.join('\n')}\n---\n\n${page}`;
  }
  const end = open[0].length - 1 + close.index;
  const head = page.slice(open[0].length, end);
  const missing = Object.entries(fields).filter(([key]) => !new RegExp(`^${key}\\s*:`, 'm').test(head));
  if (missing.length === 0) return page;
  const added = missing.map(([key, value]) => `\n${key}: ${JSON.stringify(value)}`).join('');
  return page.slice(0, end) + added + page.slice(end);
}
