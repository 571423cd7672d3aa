import type { LocatedProblem } from '../../../schema/config-error';
import type { SourceDoc, VersionSources } from '../docs/load-version';

type Variables = Readonly<Record<string, string>>;

/** mdoc's variable syntax: `@NAME@`; an `@` before it (`@@NAME@`) keeps the text, less that `@`. */
const VARIABLE = /@(\w+)@/g;

/**
 * `text` with its variables replaced as mdoc replaces them, and the names it uses that have no
 * value (mdoc's "key not found"), each with its offset in `text`.
 */
export function replaceVariables(
  text: string,
  variables: Variables,
): { text: string; unknown: Array<{ name: string; offset: number }> } {
  const unknown: Array<{ name: string; offset: number }> = [];
  const replaced = text.replace(VARIABLE, (match, name: string, offset: number) => {
    if (text[offset - 1] === '@') return match.slice(1);
    if (Object.hasOwn(variables, name)) return variables[name]!;
    unknown.push({ name, offset });
    return match;
  });
  return { text: replaced, unknown };
}

/**
 * A version's pages with site.yaml's `examples.variables` in place, in every page, prose and
 * code, compiled or not, as mdoc puts them in the pages it reads: the body, the front matter
 * and what is taken from them (title, description).
 */
export function withVariables(
  sources: VersionSources,
  variables: Variables,
): { sources: VersionSources; problems: LocatedProblem[] } {
  const problems: LocatedProblem[] = [];
  const docs = sources.docs.map((doc): SourceDoc => {
    if (!doc.body.includes('@') && !JSON.stringify(doc.frontMatter).includes('@')) return doc;
    const body = replaceVariables(doc.body, variables);
    for (const { name, offset } of body.unknown) {
      const before = doc.body.slice(0, offset).split('\n');
      problems.push(
        unknownVariable(doc.fileName, doc.bodyStartLine + before.length - 1, before.at(-1)!.length + 1, name),
      );
    }
    const frontMatterNames: string[] = [];
    const frontMatter = mapStrings(doc.frontMatter, (value) => {
      const result = replaceVariables(value, variables);
      frontMatterNames.push(...result.unknown.map((entry) => entry.name));
      return result.text;
    });
    for (const name of new Set(frontMatterNames)) problems.push(unknownVariable(doc.fileName, 1, 1, name));
    const text = (value: string) => replaceVariables(value, variables).text;
    return {
      ...doc,
      body: body.text,
      frontMatter,
      title: text(doc.title),
      name: text(doc.name),
      description: doc.description === undefined ? undefined : text(doc.description),
    };
  });
  return { sources: { ...sources, docs }, problems };
}

function unknownVariable(fileName: string, line: number, column: number, name: string): LocatedProblem {
  return {
    path: [],
    fileName,
    line,
    column,
    message: `"@${name}@" is not one of examples.variables in site.yaml; add it there, or write "@@${name}@" for the text itself.`,
  };
}

function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T;
  }
  return value;
}
