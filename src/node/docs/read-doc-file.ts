import { posix } from 'node:path';
import type { z } from 'zod';
import { frontMatterSchema, IGNORED_FRONT_MATTER_KEYS, type FrontMatter } from '../../../schema/content';
import { locateProblems, type ConfigProblem, type LocatedProblem } from '../../../schema/config-error';
import type { YamlSource } from '../../../schema/locate';
import { parseYaml } from '../../../schema/parse';
import { contentDescription } from './content-description';
import { contentTitle } from './content-title';

/** A Markdown page of content/ read: a doc, or a standalone page (its front matter is another). */
export interface ContentFile<Front> {
  frontMatter: Front;
  /**
   * The front matter's `title`, else the page's first `#` heading, else its file name. An empty
   * `title: ''` stays empty, as in Docusaurus: no title above the page, the site's alone in the
   * browser.
   */
  title: string;
  /**
   * What names the page where a name cannot be left empty (its sidebar entry, breadcrumbs,
   * Previous and Next, lists, search, Markdown copies): its title, or for an empty one its first
   * `#` heading, else its file name.
   */
  name: string;
  /** Whether the body starts its own `#` heading, which then stands as the page's title. */
  hasContentTitle: boolean;
  /**
   * The front matter's `description`, else the first line of text of the body, as Docusaurus
   * takes it; an empty `description: ''` stays empty (the page then has no description at all).
   */
  description: string | undefined;
  body: string;
  /** Line of the file on which the body starts, so markdown problems can name their line. */
  bodyStartLine: number;
  /** Keys the page may keep but that do nothing, each at its line. */
  warnings: LocatedProblem[];
  /** Places a later problem of the front matter (an unknown doc id, say) at its line in the page. */
  locate(problems: readonly ConfigProblem[]): LocatedProblem[];
}

// A byte order mark, which some Windows editors write, may come before the opening line.
const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export type DocFile = ContentFile<FrontMatter>;

/** Splits a doc into validated front matter and its markdown body. */
export function readDocFile(text: string, fileName: string): DocFile {
  return readContentFile(text, fileName, frontMatterSchema);
}

/** Splits a page into front matter, validated by `schema`, and its markdown body. */
export function readContentFile<
  Schema extends z.ZodType<{ title?: string | undefined; description?: string | undefined }>,
>(text: string, fileName: string, schema: Schema): ContentFile<z.output<Schema>> {
  // Front matter is optional, as in Docusaurus: the first "#" heading then titles the page.
  const match = FRONT_MATTER.exec(text) ?? undefined;
  const { value: frontMatter, source } = parseYaml(match?.[1] ?? '', fileName, schema, 1);
  const locate = (problems: readonly ConfigProblem[]) => locateInPage(source, problems);
  const bodyStartLine = match === undefined ? 1 : match[0].split('\n').length;
  const body = match === undefined ? text.replace(/^\uFEFF/, '') : text.slice(match[0].length);
  const heading = contentTitle(body);
  const warnings = locate(
    Object.entries(IGNORED_FRONT_MATTER_KEYS)
      .filter(([key]) => key in frontMatter && (frontMatter as Record<string, unknown>)[key] !== undefined)
      .map(([key, what]) => ({
        path: [key],
        message: `has no effect: Docusaurus 3 ignores it (it is ${what}), and so does this site; remove it.`,
        atKey: true,
      })),
  );
  const untitled = heading ?? posix.basename(fileName).replace(/\.mdx?$/, '');
  return {
    frontMatter,
    title: frontMatter.title ?? untitled,
    name: frontMatter.title?.trim() ? frontMatter.title : untitled,
    hasContentTitle: heading !== undefined,
    description: frontMatter.description ?? contentDescription(body),
    body,
    bodyStartLine,
    warnings,
    locate,
  };
}

/** Lines of the front matter are lines of the page after its opening "---". */
function locateInPage(source: YamlSource, problems: readonly ConfigProblem[]): LocatedProblem[] {
  return locateProblems(source, problems).map((problem) => ({ ...problem, line: problem.line + 1 }));
}
