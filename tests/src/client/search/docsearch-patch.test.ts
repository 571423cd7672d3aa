import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../schema/helpers';

interface Replacement {
  find: string;
  replace: string;
}
interface PatchModule {
  packageName: string;
  version: string;
  files: string[];
  replacements: Replacement[];
}

const patch = (await import(join(PROJECT_ROOT, 'patches/docsearch-js-5.1.2.mjs'))) as PatchModule;
const installed = (file: string) => readFileSync(join(PROJECT_ROOT, 'node_modules', patch.packageName, file), 'utf8');

describe('the DocSearch 5.1.2 patch', () => {
  it('is installed: every fixed build has each fix once and none of the defects', () => {
    for (const file of patch.files) {
      const text = installed(file);
      for (const { find, replace } of patch.replacements) {
        expect(text.split(replace).length - 1, `${file} has the fix "${replace.slice(0, 40)}"`).toBe(1);
        expect(text.includes(find), `${file} still has the defect "${find.slice(0, 40)}"`).toBe(false);
      }
    }
  });

  it('applies to the package as npm installs it, and a second run changes nothing', () => {
    const project = mkdtempSync(join(tmpdir(), 'patch-'));
    try {
      const packageDir = join(project, 'node_modules', patch.packageName);
      mkdirSync(join(packageDir, 'dist/esm'), { recursive: true });
      writeFileSync(join(packageDir, 'package.json'), JSON.stringify({ version: patch.version }));
      // The pristine files, recovered from the installed ones by undoing each fix.
      const pristine = patch.files.map((file) => patch.replacements.reduce((text, { find, replace }) => text.replace(replace, () => find), installed(file)));
      patch.files.forEach((file, index) => writeFileSync(join(packageDir, file), pristine[index]!));
      const run = () => execFileSync(process.execPath, [join(PROJECT_ROOT, 'patches/apply-patches.mjs'), project], { encoding: 'utf8' });
      expect(run()).toContain('2 fix(es) applied');
      for (const file of patch.files) expect(readFileSync(join(packageDir, file), 'utf8')).toBe(installed(file));
      expect(run()).toContain('already patched');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('stops the install when the package no longer has the text it fixes', () => {
    const project = mkdtempSync(join(tmpdir(), 'patch-'));
    try {
      const packageDir = join(project, 'node_modules', patch.packageName);
      mkdirSync(join(packageDir, 'dist/esm'), { recursive: true });
      writeFileSync(join(packageDir, 'package.json'), JSON.stringify({ version: patch.version }));
      for (const file of patch.files) writeFileSync(join(packageDir, file), 'export default function docsearch() {}');
      expect(() => execFileSync(process.execPath, [join(PROJECT_ROOT, 'patches/apply-patches.mjs'), project], { stdio: 'pipe' })).toThrow(/expected the text to patch once, found it 0 times/);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('runs on every install, as the package\'s postinstall script', () => {
    const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(manifest.scripts.postinstall).toBe('node patches/apply-patches.mjs');
    expect(manifest.dependencies['@docsearch/js']).toBe(patch.version);
  });
});
