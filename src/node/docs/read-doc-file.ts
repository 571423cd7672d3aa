import { frontMatterSchema, type FrontMatter } from '../../../schema/content';
import { SiteConfigError } from '../../../schema/config-error';
import { parseYaml } from '../../../schema/parse';

export interface DocFile {
  frontMatter: FrontMatter;
  body: string;
  /** Line of the file on which the body starts, so markdown problems can name their line. */
  bodyStartLine: number;
}

// A byte order mark, which some Windows editors write, may come before the opening line.
const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits a page into validated front matter and its markdown body. */
export function readDocFile(text: string, fileName: string): DocFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    throw new SiteConfigError(fileName, [
      { path: [], message: 'has no front matter: start the file with a "---" block that sets at least "title".', fileName, line: 1, column: 1 },
    ]);
  }
  const frontMatter = parseYaml(match[1]!, fileName, frontMatterSchema, 1).value;
  const bodyStartLine = match[0].split('\n').length;
  return { frontMatter, body: text.slice(match[0].length), bodyStartLine };
}
