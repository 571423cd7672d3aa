import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../import-graph';

/** Runs `code` as the npm scripts run a command that reads site.yaml, and parses what it prints. */
function runAtLoadTime(code: string): unknown {
  const output = execFileSync(`${ROOT}/node_modules/.bin/tsx`, ['--import', './src/node/load-time/register.ts', '--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output);
}

describe('a command that reads site.yaml', () => {
  it('gets each component module as a stand-in with its exports, and the schema modules for real', () => {
    const seen = runAtLoadTime(`
      const view = await import('./renderers/navbar/dropdown/DropdownNavbarItem.tsx');
      const { navbarItemRegistry } = await import('./registry/navbar-item-types.ts');
      const link = navbarItemRegistry.resolve('link');
      console.log(JSON.stringify({
        exports: Object.keys(view).sort(),
        inert: view.DropdownNavbarItem === view.DropdownInMobileMenu && view.DropdownNavbarItem.anything === view.DropdownNavbarItem,
        parsed: link.schema().parse({ type: 'link', label: 'A', to: '/a' }),
      }));
    `);
    expect(seen).toEqual({
      exports: ['DropdownInMobileMenu', 'DropdownNavbarItem'],
      inert: true,
      parsed: { type: 'link', position: 'right', label: 'A', to: '/a' },
    });
  }, 30_000);
});
