import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..');

/** What a module imports: `import`, `export … from` and `import()`, with whether it is for types only. */
function specifiers(text: string): Array<{ specifier: string; typeOnly: boolean }> {
  const statements = [...text.matchAll(/^(?:import|export)\s+(type\s+)?(?:([^;]*?)\s+from\s+)?'([^']+)'/gm)].map((match) => {
    const names = match[2]?.trim() ?? '';
    // `import { type A, type B } from` is for types only too.
    const allTypes = /^\{[\s\S]*\}$/.test(names) && names.slice(1, -1).split(',').map((name) => name.trim()).filter(Boolean).every((name) => name.startsWith('type '));
    return { specifier: match[3]!, typeOnly: match[1] !== undefined || allTypes };
  });
  const dynamic = [...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => ({ specifier: match[1]!, typeOnly: false }));
  return [...statements, ...dynamic];
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier.replace(/\?.*$/, '').replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

export interface Import {
  /** The importing module, from the project root. */
  importer: string;
  specifier: string;
  typeOnly: boolean;
  /** The module it names, from the project root, when it is a module of the project. */
  module?: string;
}

/** The imports of one module of the project (a path from the project root). */
export function importsOf(file: string): Import[] {
  return specifiers(readFileSync(join(ROOT, file), 'utf8')).map(({ specifier, typeOnly }) => {
    const target = specifier.startsWith('.') ? resolveRelative(join(ROOT, file), specifier) : undefined;
    return { importer: file, specifier, typeOnly, ...(target ? { module: relative(ROOT, target) } : {}) };
  });
}

/** Every value import of the modules reachable from `entries` by value imports, as a bundler follows them. */
export function valueImportsFrom(entries: readonly string[]): Import[] {
  const seen = new Set<string>();
  const imports: Import[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const found of importsOf(file).filter(({ typeOnly }) => !typeOnly)) {
      imports.push(found);
      if (found.module) visit(found.module);
    }
  };
  for (const entry of entries) visit(entry);
  return imports;
}

/** The TypeScript modules under `folder` (a path from the project root). */
export function modulesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}
