import type { StubbedImport } from './evaluation-protocol';
import { formatPath, type KeyPath } from './key-lines';
import type { Uncarried } from './report';
import { stubbedSpecifier, standInText } from './stub-value';

/** What a package the config imports is, and what becomes of it here, by its specifier. */
const PACKAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^prism-react-renderer(?:\/|$)/, "Prism's code themes; code is highlighted by shiki with the site's own themes."],
  [/^@docusaurus\/(?:theme|plugin)-/, 'a Docusaurus plugin or theme, which this site does not run.'],
  [
    /^@docusaurus\/(?:types|tsconfig|module-type-aliases)$/,
    'TypeScript types of Docusaurus, which give the config no value.',
  ],
  [
    /^(?:remark|rehype|recma)-|^@mdx-js\//,
    "a Markdown (remark/rehype) plugin; this site's Markdown support is its own (guides/pages.md).",
  ],
  [/^@docusaurus\//, 'a package of Docusaurus, which this site does not run.'],
];

/** Imports whose options the import reads as Docusaurus would: they are carried, not listed. */
const READ_AS_DOCUSAURUS = new Set(['@docusaurus/preset-classic', '@docusaurus/plugin-content-docs']);

/** Where the config used what a stand-in gave: the stand-in itself, or a string made with it. */
export function standInUses(config: unknown, specifiers: readonly string[]): Map<string, KeyPath[]> {
  const uses = new Map<string, KeyPath[]>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, path: KeyPath) => {
    const stub = stubbedSpecifier(value);
    if (stub !== undefined) {
      uses.set(stub, [...(uses.get(stub) ?? []), path]);
      return;
    }
    if (typeof value === 'string') {
      for (const specifier of specifiers)
        if (value.includes(standInText(specifier))) uses.set(specifier, [...(uses.get(specifier) ?? []), path]);
      return;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, item] of Object.entries(value)) visit(item, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  visit(config, []);
  return uses;
}

/** The config without the strings made from a generated file's stand-in (`v${latest.version}`): they are not the site's values. */
export function withoutGeneratedValues<T>(
  config: T,
  uses: ReadonlyMap<string, KeyPath[]>,
  generated: ReadonlySet<string>,
): T {
  const copy = structuredCloneLoose(config) as T;
  for (const [specifier, paths] of uses) {
    if (!generated.has(specifier)) continue;
    for (const path of paths) {
      const parent = path
        .slice(0, -1)
        .reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], copy);
      if (parent !== null && typeof parent === 'object')
        delete (parent as Record<string | number, unknown>)[path.at(-1)!];
    }
  }
  return copy;
}

/** A copy of plain data that keeps functions and stand-ins as they are. */
function structuredCloneLoose(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value))
    (copy as Record<string, unknown>)[key] = structuredCloneLoose(item, seen);
  return copy;
}

/**
 * The report's lines for the imports that got a stand-in: each specifier once, at its first
 * import, with what it is; a file the build generates with the config values made from it.
 */
export function standInsUncarried(
  stubbed: readonly StubbedImport[],
  uses: ReadonlyMap<string, KeyPath[]>,
  configFile: string,
): Uncarried[] {
  const listed = new Set<string>();
  const lines: Uncarried[] = [];
  for (const { specifier, file, line, kind } of stubbed) {
    if (listed.has(specifier) || READ_AS_DOCUSAURUS.has(specifier)) continue;
    listed.add(specifier);
    const where = `${file}:${line}`;
    if (kind === 'asset') {
      lines.push({
        where,
        what: `import "${specifier}"`,
        why: 'a stylesheet or image imported for webpack; it was not carried.',
      });
      continue;
    }
    if (kind === 'generated') {
      const made = uses.get(specifier) ?? [];
      lines.push({
        where,
        what: `import "${specifier}"`,
        why: `a file the site's build writes before Docusaurus runs (it is not in the repository), so the config was evaluated with a stand-in for it; ${
          made.length === 0
            ? 'no value the import reads shows it, but a list the config builds from it (`Object.entries(...)`) is empty here: check what it was for and write that in site.yaml.'
            : `what the config made from it was left out: ${made.map((path) => formatPath(path)).join(', ')} in ${configFile}; write those values in site.yaml.`
        }`,
      });
      continue;
    }
    const what = PACKAGES.find(([pattern]) => pattern.test(specifier))?.[1];
    lines.push({
      where,
      what: `import "${specifier}"`,
      why: `${what ?? 'a package not installed here; the config was evaluated with a stand-in for it, and what it gives is not carried.'}`,
    });
  }
  return lines;
}
