import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(__dirname, '..');

/** The project's own settings, so a specifier resolves here as it does for the compiler. */
const COMPILER_OPTIONS: ts.CompilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  ROOT,
).options;

const RESOLUTION_CACHE = ts.createModuleResolutionCache(ROOT, (name) => name, COMPILER_OPTIONS);

interface Specifier {
  specifier: string;
  typeOnly: boolean;
  /** A `/// <reference path>`: a file path, not a module specifier. */
  reference?: true;
}

/** `{ type A, type B }`: every name of the list is for types only (an empty list keeps the module's side effects). */
const allTypeOnly = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.length > 0 && elements.every((element) => element.isTypeOnly);

function importTypeOnly(clause: ts.ImportClause | undefined): boolean {
  if (clause === undefined) return false; // `import './x'` runs the module.
  if (clause.isTypeOnly) return true;
  return (
    clause.name === undefined &&
    clause.namedBindings !== undefined &&
    ts.isNamedImports(clause.namedBindings) &&
    allTypeOnly(clause.namedBindings.elements)
  );
}

const literalText = (node: ts.Node | undefined) =>
  node !== undefined && ts.isStringLiteralLike(node) ? node.text : undefined;

/**
 * What a module names, read by TypeScript's own parser: `import` and `export … from` in any
 * quotes, `import x = require()`, `import()` and `require()` calls, `import('…')` types and
 * `/// <reference>` directives; each with whether it is for types only.
 */
export function specifiersOf(text: string, fileName = 'module.tsx'): Specifier[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Specifier[] = [
    ...source.referencedFiles.map(({ fileName: path }) => ({
      specifier: path,
      typeOnly: true,
      reference: true as const,
    })),
    ...source.typeReferenceDirectives.map(({ fileName: name }) => ({ specifier: name, typeOnly: true })),
  ];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      found.push({ specifier: literalText(node.moduleSpecifier)!, typeOnly: importTypeOnly(node.importClause) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined &&
          ts.isNamedExports(node.exportClause) &&
          allTypeOnly(node.exportClause.elements));
      found.push({ specifier: literalText(node.moduleSpecifier)!, typeOnly });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const specifier = literalText(node.moduleReference.expression);
      if (specifier !== undefined) found.push({ specifier, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node)) {
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (dynamic || required) {
        // A computed specifier cannot be followed: it is reported as it is written, so a test sees it.
        found.push({
          specifier: literalText(node.arguments[0]) ?? `<computed: ${node.arguments[0]?.getText(source) ?? ''}>`,
          typeOnly: false,
        });
      }
    } else if (ts.isImportTypeNode(node)) {
      const specifier = ts.isLiteralTypeNode(node.argument) ? literalText(node.argument.literal) : undefined;
      if (specifier !== undefined) found.push({ specifier, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The project file a specifier names, as TypeScript resolves it (a query such as `?worker` aside). */
function resolveModule(from: string, { specifier, reference }: Specifier): string | undefined {
  if (reference) return resolve(dirname(from), specifier);
  const bare = specifier.replace(/\?.*$/, '');
  const resolved = ts.resolveModuleName(bare, from, COMPILER_OPTIONS, ts.sys, RESOLUTION_CACHE).resolvedModule;
  if (resolved === undefined || resolved.isExternalLibraryImport) return undefined;
  return resolved.resolvedFileName;
}

export interface Import {
  /** The importing module, from the project root. */
  importer: string;
  specifier: string;
  typeOnly: boolean;
  /** The module it names, from the project root, when it is a module of the project. */
  module?: string;
}

const importsByFile = new Map<string, Import[]>();

/** The imports of one module of the project (a path from the project root). */
export function importsOf(file: string): Import[] {
  const known = importsByFile.get(file);
  if (known) return known;
  const path = join(ROOT, file);
  const imports = specifiersOf(readFileSync(path, 'utf8'), path).map((found) => {
    const target = resolveModule(path, found);
    return {
      importer: file,
      specifier: found.specifier,
      typeOnly: found.typeOnly,
      ...(target ? { module: relative(ROOT, target) } : {}),
    };
  });
  importsByFile.set(file, imports);
  return imports;
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
      if (found.module && /\.tsx?$/.test(found.module)) visit(found.module);
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

/**
 * The string literals of a module that name a file of the project by path, from the project root
 * or from the module's own folder (as `new URL('../x.ts', import.meta.url)` does), with the
 * project file each names. Import specifiers are left to importsOf.
 */
export function pathsNamedIn(file: string): Array<{ text: string; module: string }> {
  const path = join(ROOT, file);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const named: Array<{ text: string; module: string }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node) && /\.[cm]?[jt]sx?$/.test(node.text)) {
      const isImportCall =
        ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword;
      if (!isImportCall) {
        const candidates = [resolve(ROOT, node.text), resolve(dirname(path), node.text)].map((candidate) =>
          relative(ROOT, candidate),
        );
        const module = candidates.find(
          (candidate) => !candidate.startsWith('..') && ts.sys.fileExists(join(ROOT, candidate)),
        );
        if (module !== undefined) named.push({ text: node.text, module });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return named;
}
