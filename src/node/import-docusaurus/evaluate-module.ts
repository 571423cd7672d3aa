import Module, { createRequire, register } from 'node:module';
import { readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { STUB_PATH_PREFIX, stubValue } from './stub-value';
import { lineOfText } from './key-lines';

/** An import of the evaluated file (or a file it loads) that does not resolve here and was stubbed. */
export interface StubbedImport {
  specifier: string;
  /** The importing file, from the site folder, and the line naming the specifier. */
  file: string;
  line: number;
}

export interface Evaluated {
  /** The default export (or module.exports), called when it is a function, awaited. */
  value: unknown;
  stubbed: StubbedImport[];
}

/** A problem evaluating a file of the site: its own error, with where it was thrown. */
export class EvaluationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EvaluationError';
  }
}

interface StubRegistry {
  stub(specifier: string, parent: string): unknown;
}

const REGISTRY_KEY = Symbol.for('docusaurus-import.stubs');
const requireHere = createRequire(import.meta.url);
let active: ((specifier: string, parentFile: string) => void) | undefined;

/** Installs the ESM hooks and the CommonJS hook once per thread; they stub only while `active`. */
function installHooks(): void {
  const global = globalThis as unknown as Record<symbol, StubRegistry | undefined>;
  if (global[REGISTRY_KEY] !== undefined) return;
  global[REGISTRY_KEY] = {
    stub(specifier, parent) {
      active?.(specifier, parent.startsWith('file:') ? fileURLToPath(parent.replace(/\?.*$/, '')) : parent);
      return stubValue(specifier);
    },
  };
  register(new URL('./stub-hooks.mjs', import.meta.url).href);
  type ResolveFilename = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
  const internals = Module as unknown as { _resolveFilename: ResolveFilename; _cache: Record<string, Module> };
  const resolveFilename = internals._resolveFilename;
  internals._resolveFilename = function (request, parent, ...rest) {
    try {
      return resolveFilename.call(this, request, parent, ...rest);
    } catch (error) {
      if (
        active === undefined ||
        (error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND' ||
        request.startsWith('.') ||
        request.startsWith('/')
      )
        throw error;
      const id = `${STUB_PATH_PREFIX}${request}`;
      active(request, parent?.filename ?? '');
      const stub = new Module(id);
      stub.exports = stubValue(request);
      stub.loaded = true;
      internals._cache[id] = stub;
      return id;
    }
  };
}

/** The line of `file` that names `specifier` in quotes; 1 when it cannot be found. */
function lineOf(file: string, specifier: string): number {
  try {
    const text = readFileSync(file, 'utf8');
    return Math.max(...["'", '"', '`'].map((quote) => lineOfText(text, `${quote}${specifier}${quote}`)));
  } catch {
    return 1;
  }
}

/** A Date whose clock reads `now`: `new Date()` and `Date.now()` give it, every other use is Date's. */
function frozenDate(now: number): DateConstructor {
  const RealDate = Date;
  class ClockDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [string]));
    }
    static override now(): number {
      return now;
    }
  }
  return ClockDate as DateConstructor;
}

/** Unwraps what Docusaurus unwraps: the default export, through a CommonJS interop wrapper. */
function defaultExport(namespace: Record<string, unknown>): unknown {
  let value: unknown = 'default' in namespace ? namespace.default : namespace;
  while (
    value !== null &&
    typeof value === 'object' &&
    'default' in value &&
    ((value as { __esModule?: unknown }).__esModule === true || Object.keys(value).length === 1)
  ) {
    value = (value as { default: unknown }).default;
  }
  return value;
}

/**
 * Evaluates a config-like file of a Docusaurus site as Docusaurus loads it: ESM or CommonJS,
 * JavaScript or TypeScript (through tsx), `require` and `__dirname` available either way, its
 * default export called when it is a function and awaited. Imports that do not resolve are
 * stubbed and listed. `now` sets the clock the file reads; the file is evaluated afresh each time.
 */
export async function evaluateModule(file: string, siteDir: string, now: number = Date.now()): Promise<Evaluated> {
  installHooks();
  const stubbed: StubbedImport[] = [];
  const seen = new Set<string>();
  const record = (specifier: string, parent: string) => {
    const parentFile = parent.replace(/\?namespace=.*$/, '');
    const key = `${parentFile}\0${specifier}`;
    if (seen.has(key)) return;
    seen.add(key);
    // A stylesheet is named by its own path, at its first line.
    const shown = isAbsolute(specifier) ? relative(siteDir, specifier).split('\\').join('/') : specifier;
    stubbed.push({
      specifier: shown,
      file: relative(siteDir, parentFile).split('\\').join('/'),
      line: lineOf(parentFile, specifier),
    });
  };
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = {
    Date: globals.Date,
    require: globals.require,
    __dirname: globals.__dirname,
    __filename: globals.__filename,
  };
  const cached = new Set(Object.keys(requireHere.cache));
  active = record;
  globals.Date = frozenDate(now);
  // Docusaurus loads configs with jiti, which gives ESM files `require` and `__dirname` too.
  globals.require = createRequire(file);
  globals.__dirname = siteDir;
  globals.__filename = file;
  // Docusaurus runs from the site folder, and configs read files from there (`fs.readFileSync('versions.json')`).
  const cwd = process.cwd();
  const moved = changeDirectory(siteDir);
  try {
    const namespace = (await tsImport(pathToFileURL(file).href, {
      parentURL: import.meta.url,
      tsconfig: false,
    })) as Record<string, unknown>;
    let value = defaultExport(namespace);
    if (typeof value === 'function') value = await (value as () => unknown)();
    return { value: await value, stubbed };
  } catch (error) {
    throw new EvaluationError(
      `${relative(siteDir, file).split('\\').join('/')} could not be evaluated: ${firstLine(error)}${whereThrown(error, siteDir)}.`,
    );
  } finally {
    active = undefined;
    Object.assign(globals, saved);
    if (moved) process.chdir(cwd);
    // A CommonJS file required during this evaluation is evaluated again next time (another clock).
    for (const key of Object.keys(requireHere.cache)) if (!cached.has(key)) delete requireHere.cache[key];
  }
}

/** Worker threads (the tests') cannot change directory; there the config runs from where it is. */
function changeDirectory(dir: string): boolean {
  try {
    process.chdir(dir);
    return true;
  } catch {
    return false;
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').replace(/\.$/, '');
}

/** " (at sidebars.js:12)" for the first frame of the site's own files. */
function whereThrown(error: unknown, siteDir: string): string {
  if (!(error instanceof Error) || error.stack === undefined) return '';
  const prefix = pathToFileURL(siteDir).href;
  for (const line of error.stack.split('\n')) {
    const frame = /((?:file:\/\/)?\/[^\s():]+?):(\d+):\d+\)?\s*$/.exec(line);
    if (frame === null) continue;
    const path = frame[1]!.startsWith('file:') ? fileURLToPath(frame[1]!) : frame[1]!;
    if (!pathToFileURL(path).href.startsWith(prefix) || path.includes('/node_modules/')) continue;
    return ` (at ${relative(siteDir, path).split('\\').join('/')}:${frame[2]})`;
  }
  return '';
}
