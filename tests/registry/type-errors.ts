import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '../..');

/** A compiler error as a maintainer reads it: file, line and message. */
export interface CompilerError {
  file: string;
  line: number;
  message: string;
}

/**
 * The compiler's errors in `checked` (paths from the repository root) when the files of `changed`
 * (path to text) replace or join the repository's own, as the browser's tsconfig compiles them.
 * Nothing is written: the program reads the changed files from memory. Programs share what they
 * have parsed, so a second call costs only the checking.
 */
export function typeErrorsWith(changed: Readonly<Record<string, string>>, checked: readonly string[]): CompilerError[] {
  const overlay = new Map(Object.entries(changed).map(([path, text]) => [join(ROOT, path), text]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, readFile, fileExists, directoryExists } = host;
  host.getSourceFile = (name, language, ...rest) => {
    const text = overlay.get(name);
    if (text !== undefined) return ts.createSourceFile(name, text, language);
    const cached = parsed.get(name);
    if (cached) return cached;
    const file = getSourceFile.call(host, name, language, ...rest);
    if (file) parsed.set(name, file);
    return file;
  };
  host.readFile = (name) => overlay.get(name) ?? readFile.call(host, name);
  host.fileExists = (name) => overlay.has(name) || fileExists.call(host, name);
  host.directoryExists = (name) =>
    [...overlay.keys()].some((path) => path.startsWith(`${name}/`)) || (directoryExists?.call(host, name) ?? true);
  const program = ts.createProgram(
    checked.map((path) => join(ROOT, path)),
    options,
    host,
  );
  return checked.flatMap((path) => {
    const file = program.getSourceFile(join(ROOT, path))!;
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((diagnostic) => ({
      file: relative(ROOT, diagnostic.file?.fileName ?? path),
      line:
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
          : 0,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }));
  });
}

/** A repository file's text, to be changed and handed back to typeErrorsWith. */
export const repositoryFile = (path: string) => readFileSync(join(ROOT, path), 'utf8');

const options = ts.getParsedCommandLineOfConfigFile(
  join(ROOT, 'tsconfig.client.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
)!.options;
/** The repository's own files, parsed once for every program. */
const parsed = new Map<string, ts.SourceFile>();
