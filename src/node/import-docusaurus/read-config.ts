import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { computedValues, type ComputedValue } from './computed-values';
import { evaluateModule, type StubbedImport } from './evaluate-module';
import { ImportRefusal } from './refusal';

/** The file names Docusaurus looks for, in its order. */
const CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

export interface SiteConfigSource {
  /** The config file's name, in the site folder. */
  file: string;
  source: string;
  config: Record<string, unknown>;
  /** What the config computes from the clock. */
  computed: ComputedValue[];
  stubbed: StubbedImport[];
}

/** The config file of the Docusaurus site in `siteDir`. */
function findConfigFile(siteDir: string): string {
  const file = CONFIG_FILES.find((name) => existsSync(join(siteDir, name)));
  if (file !== undefined) return file;
  const hint = existsSync(join(siteDir, 'siteConfig.js'))
    ? ' It has a siteConfig.js: a Docusaurus 1 site, which Docusaurus 2 and 3 migrate first (`npx @docusaurus/migrate migrate`).'
    : '';
  throw new ImportRefusal(
    `"${siteDir}" has no docusaurus.config.{ts,js,mjs,cjs}; give the folder that holds it (for an mdoc build, usually website/).${hint} Nothing was changed.`,
  );
}

/** Thirty-seven years on: a year no config writes by hand. */
const LATER = 37;

/**
 * Evaluates the config twice, with today's clock and one years later, so that what it computes
 * from the date (`new Date().getFullYear()`) is known and can be written in the form that stays true.
 */
export async function readSiteConfig(siteDir: string, now: Date = new Date()): Promise<SiteConfigSource> {
  const file = findConfigFile(siteDir);
  const path = join(siteDir, file);
  const later = new Date(now);
  later.setFullYear(now.getFullYear() + LATER);
  // Each in a process of its own, side by side.
  const [first, second] = await Promise.all([
    evaluateModule(path, siteDir, now.getTime()),
    evaluateModule(path, siteDir, later.getTime()),
  ]);
  if (first.value === null || typeof first.value !== 'object' || Array.isArray(first.value)) {
    throw new ImportRefusal(
      `${file} gives ${first.value === null ? 'null' : Array.isArray(first.value) ? 'an array' : typeof first.value} as its config, where Docusaurus expects an object (or a function that returns one). Nothing was changed.`,
    );
  }
  return {
    file,
    source: await readFile(path, 'utf8'),
    config: first.value as Record<string, unknown>,
    computed: computedValues(first.value, second.value, now.getFullYear(), later.getFullYear()),
    stubbed: first.stubbed,
  };
}
