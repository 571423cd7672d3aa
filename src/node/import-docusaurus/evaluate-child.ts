/**
 * The process that evaluates one file of a Docusaurus site (its config, a sidebars file), started
 * by evaluate-module.ts through jiti's command: it loads the file with jiti, as Docusaurus does,
 * from the site folder, with a fixed clock and stand-ins for what does not resolve, and sends
 * back the value in a form that crosses processes. Everything it changes is its own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { type EvaluationRequest, type EvaluationResult, encodeValue, type StubbedImport } from './evaluation-protocol';
import { stubbedSpecifier, stubValue } from './stub-value';

const request = JSON.parse(process.argv[2] ?? '{}') as EvaluationRequest;
const stubbed: StubbedImport[] = [];
const stubFiles = new Map<string, string>();
const stubsDir = mkdtempSync(join(tmpdir(), 'docusaurus-import-stubs-'));
const STUBS = Symbol.for('docusaurus-import.stubs');
(globalThis as Record<symbol, unknown>)[STUBS] = (specifier: string) => stubValue(specifier);

const shown = (path: string) => relative(request.siteDir, path).split('\\').join('/');

/** The line of `file` that names `specifier` in quotes; 1 when it cannot be found. */
function lineOf(file: string, specifier: string): number {
  try {
    const text = readFileSync(file, 'utf8');
    const at = Math.max(...['"', "'", '`'].map((quote) => text.indexOf(`${quote}${specifier}${quote}`)));
    return at < 0 ? 1 : text.slice(0, at).split('\n').length;
  } catch {
    return 1;
  }
}

/** A module file whose exports are the stand-in of `specifier`, so that jiti loads it as any file. */
function stubFile(specifier: string, parent: string, kind: StubbedImport['kind']): string {
  const file = relative(request.siteDir, parent).split('\\').join('/');
  if (!stubbed.some((entry) => entry.specifier === specifier && entry.file === file))
    stubbed.push({ specifier, file, line: lineOf(parent, specifier), kind });
  let path = stubFiles.get(specifier);
  if (path === undefined) {
    path = join(stubsDir, `stub-${stubFiles.size}.cjs`);
    writeFileSync(
      path,
      `module.exports = globalThis[Symbol.for('docusaurus-import.stubs')](${JSON.stringify(specifier)});\n`,
    );
    stubFiles.set(specifier, path);
  }
  return path;
}

/** What a missing import is: a package not installed here, or a file of the site the build generates. */
const GENERATED = /\.(?:json|[cm]?[jt]s)$/;
type ResolveFilename = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
const internals = Module as unknown as { _resolveFilename: ResolveFilename; _extensions: Record<string, unknown> };
const resolveFilename = internals._resolveFilename;
internals._resolveFilename = function (specifier, parent, ...rest) {
  try {
    return resolveFilename.call(this, specifier, parent, ...rest);
  } catch (error) {
    const parentFile = parent?.filename ?? request.file;
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND' || parentFile.includes('/node_modules/'))
      throw error;
    const relativeFile = specifier.startsWith('.') || isAbsolute(specifier);
    if (!relativeFile) return stubFile(specifier, parentFile, 'package');
    if (GENERATED.test(specifier)) return stubFile(specifier, parentFile, 'generated');
    throw error;
  }
};
// Stylesheets and images a config imports for webpack (`import './custom.css'`).
for (const extension of ['.css', '.scss', '.sass', '.less', '.svg', '.png', '.jpg', '.gif', '.webp'])
  internals._extensions[extension] = (module: { filename: string; exports: unknown }) => {
    stubbed.push({ specifier: shown(module.filename), file: shown(module.filename), line: 1, kind: 'asset' });
    module.exports = stubValue(shown(module.filename));
  };

/** A Date whose clock reads `now`: `new Date()` and `Date.now()` give it, every other use is Date's. */
const RealDate = Date;
class ClockDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(request.now);
    else super(...(args as [string]));
  }
  static override now(): number {
    return request.now;
  }
}
globalThis.Date = ClockDate as DateConstructor;

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').replace(/\.$/, '');
}

/** " (at sidebars.js:12)" for the first frame of the site's own files. */
function whereThrown(error: unknown): string {
  if (!(error instanceof Error) || error.stack === undefined) return '';
  const prefix = pathToFileURL(request.siteDir).href;
  for (const line of error.stack.split('\n')) {
    const frame = /((?:file:\/\/)?\/[^\s():]+?):(\d+):\d+\)?\s*$/.exec(line);
    if (frame === null) continue;
    const path = frame[1]!.startsWith('file:') ? new URL(frame[1]!).pathname : frame[1]!;
    if (!pathToFileURL(path).href.startsWith(prefix) || path.includes('/node_modules/')) continue;
    return ` (at ${shown(path)}:${frame[2]})`;
  }
  return '';
}

/** Unwraps what Docusaurus unwraps: the default export, through a CommonJS interop wrapper. */
function defaultExport(namespace: unknown): unknown {
  let value = namespace;
  while (
    value !== null &&
    typeof value === 'object' &&
    'default' in value &&
    ((value as { __esModule?: unknown }).__esModule === true || Object.keys(value).length <= 1)
  ) {
    value = (value as { default: unknown }).default;
  }
  return value;
}

async function evaluate(): Promise<EvaluationResult> {
  try {
    // Docusaurus's own settings for jiti: no caches, so every evaluation reads the files afresh.
    const jiti = createJiti(request.file, {
      moduleCache: false,
      fsCache: false,
      interopDefault: true,
      extensions: [...['.js', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts'], '.json'],
    });
    // Loaded as Docusaurus loads it (`jiti(file)`): ESM is compiled to CommonJS, so a stylesheet or
    // a missing package it imports goes through require, which gives their stand-ins.
    let value = defaultExport(jiti(request.file));
    if (typeof value === 'function' && stubbedSpecifier(value) === undefined) value = await (value as () => unknown)();
    const stubPaths = new Map([...stubFiles].map(([specifier, path]) => [path, specifier]));
    return { value: encodeValue(await value, stubPaths), stubbed };
  } catch (error) {
    return { error: `${shown(request.file)} could not be evaluated: ${firstLine(error)}${whereThrown(error)}.` };
  }
}

const result = await evaluate();
rmSync(stubsDir, { recursive: true, force: true });
// The parent ends this process once it has the answer: a timer the file left behind cannot keep it.
process.send?.(result);
