// Node's module hooks for the unit tier's own process: vitest.config.ts and the build code it
// imports are compiled here with TypeScript's transpiler, in process, so that loading the
// configuration starts no esbuild service.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const TYPESCRIPT = /\.[cm]?tsx?$/;
const SUFFIXES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    // TypeScript's own modules name each other without an extension, as bundlers read them.
    if (
      !/^\.{1,2}\//.test(specifier) ||
      !context.parentURL?.startsWith('file:') ||
      !TYPESCRIPT.test(new URL(context.parentURL).pathname)
    )
      throw error;
    // Some name a module by the file it compiles to, "./x.js" for ./x.ts.
    const base = specifier.replace(/\.js$/, '');
    for (const suffix of SUFFIXES) {
      const url = new URL(base + suffix, context.parentURL);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
    throw error;
  }
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(new URL(url).pathname)) return next(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      inlineSourceMap: true,
      inlineSources: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
