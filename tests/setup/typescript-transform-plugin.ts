import ts from 'typescript';
import type { Plugin } from 'vite';

const TYPESCRIPT = /\.[cm]?tsx?$/;

/**
 * Compiles the TypeScript modules the unit tests load with TypeScript's own transpiler, in
 * process, in place of Vite's esbuild, which runs as a process of its own.
 */
export function typescriptTransform(): Plugin {
  return {
    name: 'effectie:typescript-transform',
    enforce: 'pre',
    transform(code, id) {
      const [file] = id.split('?');
      if (!TYPESCRIPT.test(file!) || file!.includes('/node_modules/')) return null;
      const { outputText, sourceMapText } = ts.transpileModule(code, {
        fileName: file,
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          jsx: ts.JsxEmit.ReactJSX,
          sourceMap: true,
          useDefineForClassFields: true,
        },
      });
      return { code: outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: sourceMapText };
    },
  };
}
