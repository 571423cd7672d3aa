// As Docusaurus reads them: dates ("2021-01-01-notes") and versions ("1.5-notes") are names, not
// positions.
const DATE_LIKE = /^(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?.*$/;
const VERSION_LIKE = /^\d+[-_.]\d+.*$/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/**
 * A file or folder name without its number prefix, and the prefix as a position:
 * "01-intro" is "intro" at 1, as in Docusaurus, whose routes and ids leave the prefix out.
 */
export function parseNumberPrefix(name: string): { name: string; position: number | undefined } {
  if (DATE_LIKE.test(name) || VERSION_LIKE.test(name)) return { name, position: undefined };
  const match = NUMBER_PREFIX.exec(name);
  return match === null ? { name, position: undefined } : { name: match[2]!, position: Number(match[1]) };
}

/** A folder path with the number prefix of each of its folders left out. */
export function withoutNumberPrefixes(dir: string): string {
  return dir === ''
    ? ''
    : dir
        .split('/')
        .map((segment) => parseNumberPrefix(segment).name)
        .join('/');
}
