import type { Node } from 'estree';
import { parseAst } from 'vite';

/**
 * The names a JavaScript module exports, read from its syntax. A module that re-exports every
 * name of another (`export * from`) is refused: its names cannot be told without loading it.
 */
export function exportNames(code: string, file: string): string[] {
  return parseAst(code).body.flatMap((node): string[] => {
    switch (node.type) {
      case 'ExportDefaultDeclaration':
        return ['default'];
      case 'ExportAllDeclaration':
        if (node.exported) return [nameOf(node.exported)];
        throw new Error(`${file}: "export * from" cannot be replaced by a stand-in; export the names one by one.`);
      case 'ExportNamedDeclaration':
        return [
          ...node.specifiers.map((specifier) => nameOf(specifier.exported)),
          ...(node.declaration?.type === 'VariableDeclaration'
            ? node.declaration.declarations.flatMap((declaration) => boundNames(declaration.id))
            : node.declaration?.id
              ? [node.declaration.id.name]
              : []),
        ];
      default:
        return [];
    }
  });
}

const nameOf = (node: Node) => (node.type === 'Identifier' ? node.name : node.type === 'Literal' ? String(node.value) : '');

/** The names a binding pattern declares: `const { a, b: [c] } = …` declares a and c. */
function boundNames(pattern: Node): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) => boundNames(property.type === 'RestElement' ? property.argument : property.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element === null ? [] : boundNames(element)));
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    default:
      return [];
  }
}

/** The module of the value every export of a stand-in is. */
export const INERT_VALUE_URL = new URL('../../shared/inert.ts', import.meta.url);

/**
 * A stand-in module with the given exports, each the inert value, imported from `inertFrom` (the
 * module above, as the importer names it); it imports nothing else.
 */
export function inertModule(names: readonly string[], inertFrom: string): string {
  const exported = names.map((name) => `inert as ${JSON.stringify(name)}`);
  return `import { inert } from ${JSON.stringify(inertFrom)};\nexport { ${exported.join(', ')} };\n`;
}
