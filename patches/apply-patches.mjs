#!/usr/bin/env node
// Applies the patches in this folder to node_modules. It runs as the package's postinstall, so
// every `npm ci` or `npm install` (npm 10 and 11 run a root package's own install scripts)
// leaves patched dependencies. It is idempotent, and it fails the install loudly when a patch
// no longer matches, rather than shipping an unpatched DocSearch.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project root is this folder's parent; a test passes another one as the first argument.
const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');

/** The patch modules, one per package. */
export const PATCHES = ['./docsearch-js-5.1.2.mjs', './docsearch-css-5.1.2.mjs', './playwright-core-1.65.1.mjs'];

const times = (count) => (count === 1 ? 'once' : `${count} times`);

/**
 * Applies one patch module's replacements to `text`; returns the new text and what changed. A
 * replacement's `find` must occur exactly `count` times (once unless it says), and every
 * occurrence is replaced.
 */
export function applyReplacements(text, replacements) {
  let result = text;
  const applied = [];
  for (const { find, replace, count: expected = 1 } of replacements) {
    if (result.includes(replace)) continue;
    const count = result.split(find).length - 1;
    if (count !== expected)
      throw new Error(`expected the text to patch ${times(expected)}, found it ${times(count)}: ${find.slice(0, 80)}…`);
    result = result.replaceAll(find, () => replace);
    applied.push(find);
  }
  return { text: result, applied };
}

export async function applyPatch(patch, projectRoot = root) {
  const packageDir = join(projectRoot, 'node_modules', patch.packageName);
  const installed = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
  if (installed !== patch.version) {
    throw new Error(
      `${patch.packageName} is ${installed}, but the patch is for ${patch.version}: update patches/ with the dependency.`,
    );
  }
  for (const file of patch.files) {
    const path = join(packageDir, file);
    const { text, applied } = applyReplacements(readFileSync(path, 'utf8'), patch.replacements);
    if (applied.length > 0) writeFileSync(path, text);
    console.log(
      `patches: ${patch.packageName}/${file}: ${applied.length === 0 ? 'already patched' : `${applied.length} fix(es) applied`}`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    for (const patch of PATCHES) await applyPatch(await import(patch));
  } catch (error) {
    console.error(`patches: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
