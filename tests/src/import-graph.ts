import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');

/** What a module imports as values: `import`, `export … from` and `import()`, not `import type`. */
function valueSpecifiers(text: string): string[] {
  const statements = text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;]*?\s+from\s+)?'([^']+)'/gm);
  const dynamic = text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g);
  return [...statements, ...dynamic].map((match) => match[1]!);
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

export interface Import {
  /** The importing module, from the project root. */
  importer: string;
  specifier: string;
  /** The module it names, from the project root, when it is a module of the project. */
  module?: string;
}

/**
 * Every value import of the modules reachable from `entries` (paths from the project root),
 * without reading on into the modules `stop` names: those are replaced where this graph runs.
 */
export function importsFrom(entries: readonly string[], stop: (module: string) => boolean): Import[] {
  const seen = new Set<string>();
  const imports: Import[] = [];
  const visit = (file: string) => {
    const path = relative(ROOT, file);
    if (seen.has(path) || stop(path)) return;
    seen.add(path);
    for (const specifier of valueSpecifiers(readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier.replace(/\?.*$/, '')) : undefined;
      imports.push({ importer: path, specifier, ...(target && !specifier.includes('?') ? { module: relative(ROOT, target) } : {}) });
      if (target && !specifier.includes('?')) visit(target);
    }
  };
  for (const entry of entries) visit(join(ROOT, entry));
  return imports;
}
