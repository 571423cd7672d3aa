import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_SITE_OUT_DIR, E2E_SITE_ROOT } from './e2e/support/e2e-site';

const root = resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Every source file `npm start` runs or bundles: the build, the server, the app and the site's schemas and renderers. */
function startSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : /\.(?:ts|tsx|mjs)$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  return ['src', 'schema', 'registry', 'renderers', 'patches'].flatMap(walk);
}

/** The package a bare import names: `shiki/core` is `shiki`, `@vitejs/plugin-react` itself. */
const packageOf = (specifier: string) =>
  specifier
    .replace(/\?.*$/, '')
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('package.json', () => {
  it('lists every package that npm start needs under dependencies, so an install without devDependencies builds and serves', () => {
    const needed = new Set<string>();
    for (const file of startSources()) {
      const text = readFileSync(join(root, file), 'utf8');
      // Type-only imports vanish when compiled; they need no runtime package.
      for (const [, specifier] of text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^'./][^']*)'/gm)) {
        if (specifier!.startsWith('node:') || builtinModules.includes(specifier!) || specifier!.startsWith('virtual:'))
          continue;
        needed.add(packageOf(specifier!));
      }
    }
    expect([...needed].filter((name) => !(name in manifest.dependencies)).sort()).toEqual([]);
    // The scripts npm start runs: tsx runs the build and the server, which Vite and its React plugin drive.
    for (const tool of ['tsx', 'vite', '@vitejs/plugin-react']) expect(manifest.dependencies).toHaveProperty(tool);
  });

  it('runs every script with the plain tools: no loader flag that a new script would have to know about', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(Object.entries(scripts).filter(([, command]) => /--(?:import|loader|require)\b/.test(command))).toEqual([]);
    expect(scripts.dev).toBe('vite');
  });

  it("builds the engine's end-to-end site where those tests read it", () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['build:e2e-site']).toBe(
      `${scripts.build} --site-root ${E2E_SITE_ROOT} --out-dir ${E2E_SITE_OUT_DIR}`,
    );
  });

  it('pins each @types package to the major and minor version of the package it describes', () => {
    const versions = { ...manifest.dependencies, ...manifest.devDependencies };
    const mismatched = Object.entries(manifest.devDependencies)
      .filter(([name]) => name.startsWith('@types/') && name !== '@types/node')
      .flatMap(([name, version]) => {
        const described = versions[name.slice('@types/'.length)];
        const majorMinor = (text: string) => text.split('.').slice(0, 2).join('.');
        return described !== undefined && majorMinor(described) === majorMinor(version)
          ? []
          : [`${name} ${version} for ${described ?? 'nothing installed'}`];
      });
    expect(mismatched).toEqual([]);
  });
});
