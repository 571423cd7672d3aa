import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { typescriptTransform } from './typescript-transform-plugin';

type Transform = (code: string, id: string) => { code: string; map: string } | null;
const transform = (typescriptTransform() as Plugin & { transform: Transform }).transform;

describe("the unit tests' TypeScript transform, in place of esbuild", () => {
  it("compiles TSX as the app is written: types and type-only imports gone, JSX to React's runtime, with a source map", () => {
    const source = [
      "import type { Item } from './item';",
      "import { label } from './label';",
      '',
      'export const Row = ({ item }: { item: Item }) => <li>{label(item)}</li>;',
    ].join('\n');
    const result = transform(source, '/site/src/client/Row.tsx?v=1')!;
    expect(result.code).not.toContain('./item');
    expect(result.code).toContain("from './label'");
    expect(result.code).toContain('react/jsx-runtime');
    expect(result.code).not.toContain('sourceMappingURL');
    expect(JSON.parse(result.map)).toMatchObject({ sources: ['Row.tsx'] });
  });

  it('leaves JavaScript and installed packages to Vite', () => {
    expect(transform('export const a = 1;', '/site/src/client/a.js')).toBeNull();
    expect(transform('export const a: number = 1;', '/site/node_modules/pkg/a.ts')).toBeNull();
  });
});
