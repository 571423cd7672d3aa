import { describe, expect, it } from 'vitest';
import { exportNames, inertModule } from '../../../../src/node/stand-ins/inert-module';
import { isSchemaModule, isViewModule } from '../../../../src/node/stand-ins/modules';

describe('exportNames', () => {
  it('reads every form of export a compiled module has', () => {
    const code = [
      'export const a = 1, { b, c: [d], ...e } = {};',
      'export function f() {}',
      'export class G {}',
      'const h = 1; export { h, h as i, h as "j-k" };',
      'export { l } from "./elsewhere.js";',
      'export * as m from "./elsewhere.js";',
      'export default 1;',
    ].join('\n');
    expect(exportNames(code, 'module.js').sort()).toEqual(['G', 'a', 'b', 'd', 'default', 'e', 'f', 'h', 'i', 'j-k', 'l', 'm']);
  });

  it('refuses a module that re-exports all of another, naming the module', () => {
    expect(() => exportNames('export * from "./elsewhere.js";', 'renderers/navbar/x/x.schema.ts')).toThrow(
      'renderers/navbar/x/x.schema.ts: "export * from" cannot be replaced by a stand-in; export the names one by one.',
    );
  });
});

describe('inertModule', () => {
  it('exports each name as the inert value and imports nothing else', () => {
    expect(inertModule(['linkItemSchema', 'default'], '/root/src/shared/inert.ts')).toBe(
      'import { inert } from "/root/src/shared/inert.ts";\nexport { inert as "linkItemSchema", inert as "default" };\n',
    );
  });
});

describe('which modules are stand-ins', () => {
  it('schema modules in the browser, wherever they are, but not a dependency\'s', () => {
    expect(isSchemaModule('/site/renderers/navbar/link/link.schema.ts')).toBe(true);
    expect(isSchemaModule('/site/tests/fixtures/clock/clock.schema.ts?v=1')).toBe(true);
    expect(isSchemaModule('/site/schema/navbar-items.ts')).toBe(false);
    expect(isSchemaModule('/site/node_modules/some/thing.schema.ts')).toBe(false);
  });

  it('view modules when site.yaml is read: the components of the browser\'s folders', () => {
    expect(isViewModule('/site/renderers/navbar/link/LinkNavbarItem.tsx', '/site')).toBe(true);
    expect(isViewModule('/site/src/client/components/Link.tsx', '/site')).toBe(true);
    expect(isViewModule('/site/renderers/navbar/link/index.ts', '/site')).toBe(false);
    expect(isViewModule('/site/tests/fixtures/clock/Clock.tsx', '/site')).toBe(false);
  });
});
