import { posix } from 'node:path';

/**
 * Where Docusaurus puts pages that this site routes its own way, so that their old addresses can
 * lead here (see redirects.ts).
 */

// lodash's kebabCase, by which Docusaurus routes a tag: "HelloWorld" is "hello-world".
const WORD = /\p{Lu}{2,}(?=\p{Lu}\p{Ll})|\p{Lu}{2,}(?!\p{L})|\p{Lu}?\p{Ll}+|\p{Lu}|\p{L}+|\p{N}+/gu;
export function kebabCase(text: string): string {
  return (text.replace(/['\u2019]/g, '').match(WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}

/** The route of a tag's page in Docusaurus: `<version path>/tags/<kebab-case label>`. */
export const docusaurusTagPath = (versionPath: string, label: string) =>
  posix.join(versionPath, 'tags', kebabCase(label));

export interface Redirect {
  /** The address Docusaurus gave the page, without the base URL. */
  from: string;
  /** The page's route here. */
  to: string;
}

/**
 * The address Docusaurus served a page at, when it is not the page's route here. A folder's page
 * with or without its slash needs none: static hosts send "/docs/guides" to the folder's
 * index.html, as they did for Docusaurus's.
 */
export function oldAddresses(page: { path: string; docusaurusPath?: string | undefined }): Redirect[] {
  const { docusaurusPath: from, path: to } = page;
  return from === undefined || from.replace(/\/+$/, '') === to.replace(/\/+$/, '') ? [] : [{ from, to }];
}
