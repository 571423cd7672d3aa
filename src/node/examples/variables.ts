import { formatProblem, type LocatedProblem } from '../../../schema/config-error';
import type { ExampleSet, ExamplesConfig } from '../../../schema/examples';
import type { SourceDoc, VersionSources } from '../docs/source-doc';
import { exampleSetFor } from './example-sets';

type Variables = Readonly<Record<string, string>>;
type VariableSettings = Pick<ExamplesConfig, 'variables' | 'versionVariables' | 'sets'>;

/**
 * The variables of the pages of `versionName` that `set` covers (none: `undefined`), as mdoc
 * gives each sbt project its own mdocVariables: a set's win over its version's, which win over
 * the site's.
 */
export function variablesFor(
  settings: VariableSettings,
  versionName: string,
  set: ExampleSet | undefined,
): Record<string, string> {
  return { ...settings.variables, ...settings.versionVariables[versionName], ...set?.variables };
}

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
 * A version's pages with their variables in place (see variablesFor: each page's set's, its
 * version's and the site's), in every page, prose and code, compiled or not, as mdoc puts them in
 * the pages it reads: the body, the front matter and what is taken from them (title,
 * description). A name without a value stays as written and is a problem of that page alone.
 */
export function withVariables(
  sources: VersionSources,
  settings: VariableSettings,
): { sources: VersionSources; problems: LocatedProblem[] } {
  const problems: LocatedProblem[] = [];
  const versionName = sources.version.name;
  const docs = sources.docs.map((doc): SourceDoc => {
    if (!doc.body.includes('@') && !JSON.stringify(doc.frontMatter).includes('@')) return doc;
    const set = exampleSetFor(settings.sets, versionName, doc.dir, doc.frontMatter.examples);
    const variables = variablesFor(settings, versionName, set);
    const setPlace = set === undefined ? undefined : `examples.sets[${settings.sets.indexOf(set)}].variables`;
    const unknownVariable = (line: number, column: number, name: string) =>
      missingVariable(doc.fileName, line, column, name, versionName, setPlace);
    const body = replaceVariables(doc.body, variables);
    for (const { name, offset } of body.unknown) {
      const before = doc.body.slice(0, offset).split('\n');
      problems.push(unknownVariable(doc.bodyStartLine + before.length - 1, before.at(-1)!.length + 1, name));
    }
    const frontMatterNames: string[] = [];
    const frontMatter = mapStrings(doc.frontMatter, (value) => {
      const result = replaceVariables(value, variables);
      frontMatterNames.push(...result.unknown.map((entry) => entry.name));
      return result.text;
    });
    for (const name of new Set(frontMatterNames)) problems.push(unknownVariable(1, 1, name));
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

function missingVariable(
  fileName: string,
  line: number,
  column: number,
  name: string,
  versionName: string,
  setPlace: string | undefined,
): LocatedProblem {
  const places = [
    ...(setPlace === undefined ? [] : [setPlace]),
    `examples.versionVariables.${versionName}`,
    'examples.variables',
  ];
  return {
    path: [],
    fileName,
    line,
    column,
    message: `"@${name}@" has no value for this page; give it one in site.yaml under ${places.slice(0, -1).join(', ')} or ${places.at(-1)}, or write "@@${name}@" for the text itself.`,
  };
}

/** What the build prints about pages whose variables have no value; undefined when every one has. */
export function missingVariablesWarning(problems: readonly LocatedProblem[]): string | undefined {
  if (problems.length === 0) return undefined;
  const pages = new Set(problems.map((problem) => problem.fileName)).size;
  return `${pages === 1 ? '1 page names' : `${pages} pages name`} mdoc variables without a value:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}\nThose pages show each as written, and \`npm run examples\` does not compile them; the other pages were built as usual.`;
}

function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T;
  }
  return value;
}
