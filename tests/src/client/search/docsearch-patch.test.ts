import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../schema/helpers';

interface Replacement {
  find: string;
  replace: string;
  count?: number;
}
interface PatchModule {
  packageName: string;
  version: string;
  files: string[];
  replacements: Replacement[];
}

const { PATCHES } = (await import(join(PROJECT_ROOT, 'patches/apply-patches.mjs'))) as { PATCHES: string[] };
const patches = (await Promise.all(
  PATCHES.map((file) => import(join(PROJECT_ROOT, 'patches', file))),
)) as PatchModule[];
const installed = (patch: PatchModule, file: string) =>
  readFileSync(join(PROJECT_ROOT, 'node_modules', patch.packageName, file), 'utf8');
const applyPatches = (project: string) =>
  execFileSync(process.execPath, [join(PROJECT_ROOT, 'patches/apply-patches.mjs'), project], {
    encoding: 'utf8',
    stdio: 'pipe',
  });

/** A project whose node_modules holds each patched package, with `contents(patch, file)` as each file. */
function withProject(contents: (patch: PatchModule, file: string) => string, test: (project: string) => void) {
  const project = mkdtempSync(join(tmpdir(), 'patch-'));
  try {
    for (const patch of patches) {
      const packageDir = join(project, 'node_modules', patch.packageName);
      mkdirSync(packageDir, { recursive: true });
      writeFileSync(join(packageDir, 'package.json'), JSON.stringify({ version: patch.version }));
      for (const file of patch.files) {
        mkdirSync(dirname(join(packageDir, file)), { recursive: true });
        writeFileSync(join(packageDir, file), contents(patch, file));
      }
    }
    test(project);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** The file as npm installs it, recovered from the installed one by undoing each fix. */
const pristine = (patch: PatchModule, file: string) =>
  patch.replacements.reduce((text, { find, replace }) => text.replaceAll(replace, () => find), installed(patch, file));

describe('the patches of dependencies', () => {
  it("cover DocSearch's script and styles, and Playwright's driver of Firefox ESR", () => {
    expect(patches.map((patch) => patch.packageName)).toEqual(['@docsearch/js', '@docsearch/css', 'playwright-core']);
  });

  it('are installed: every fixed file has each fix as often as it says and none of the defects', () => {
    for (const patch of patches) {
      for (const file of patch.files) {
        const text = installed(patch, file);
        for (const { find, replace, count = 1 } of patch.replacements) {
          expect(text.split(replace).length - 1, `${file} has the fix "${replace.slice(0, 40)}"`).toBe(count);
          expect(text.includes(find), `${file} still has the defect "${find.slice(0, 40)}"`).toBe(false);
        }
      }
    }
  });

  it('apply to the packages as npm installs them, and a second run changes nothing', () => {
    withProject(pristine, (project) => {
      const first = applyPatches(project);
      for (const patch of patches) {
        for (const file of patch.files) {
          expect(first).toContain(`${patch.packageName}/${file}: ${patch.replacements.length} fix(es) applied`);
          expect(readFileSync(join(project, 'node_modules', patch.packageName, file), 'utf8')).toBe(
            installed(patch, file),
          );
        }
      }
      expect(applyPatches(project).match(/already patched/g)).toHaveLength(
        patches.flatMap((patch) => patch.files).length,
      );
    });
  });

  it('stop the install when a package no longer has the text they fix', () => {
    withProject(
      () => 'export default function docsearch() {}',
      (project) => expect(() => applyPatches(project)).toThrow(/expected the text to patch once, found it 0 times/),
    );
  });

  it('stop the install when a text to fix everywhere occurs a different number of times', () => {
    const css = patches.find((patch) => patch.packageName === '@docsearch/css')!;
    const { find, count } = css.replacements[0]!;
    withProject(
      (patch, file) => (patch === css ? `${find} a{color:red}` : pristine(patch, file)),
      (project) =>
        expect(() => applyPatches(project)).toThrow(`expected the text to patch ${count} times, found it once`),
    );
  });

  it("run on every install, as the package's postinstall script, for the versions installed", () => {
    const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(manifest.scripts.postinstall).toBe('node patches/apply-patches.mjs');
    for (const name of ['@docsearch/js', '@docsearch/css'])
      expect(manifest.dependencies[name]).toBe(patches.find((patch) => patch.packageName === name)!.version);
    const lock = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    for (const patch of patches)
      expect(lock.packages[`node_modules/${patch.packageName}`]?.version, patch.packageName).toBe(patch.version);
  });
});
