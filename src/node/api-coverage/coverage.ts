import { readFile } from 'node:fs/promises';
import type { LoadedSite } from '../site/load-site';
import { resolveSources } from '../examples/maven';
import { scalaApi, type ApiItem } from './scala-api';
import { readZipTextFiles } from './zip';

export interface VersionCoverage {
  versionName: string;
  /** The documented library's modules, as sources jar file names. */
  modules: string[];
  items: ApiItem[];
  excluded: ApiItem[];
  /** Items no page of the version names. */
  missing: ApiItem[];
}

/**
 * Which `items` the pages leave unnamed. A page names an item when its name stands as a whole
 * identifier anywhere in the page, prose or code.
 */
export function coverageOf(items: readonly ApiItem[], pages: readonly string[], exclude: ReadonlyArray<{ name: string }>): Pick<VersionCoverage, 'items' | 'excluded' | 'missing'> {
  const sorted = [...items].sort((a, b) => a.qualifiedName.localeCompare(b.qualifiedName));
  const isExcluded = (item: ApiItem) => exclude.some(({ name }) => (name.endsWith('*') ? item.qualifiedName.startsWith(name.slice(0, -1)) : item.qualifiedName === name));
  const text = pages.join('\n');
  const named = (name: string) => new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`).test(text);
  return { items: sorted, excluded: sorted.filter(isExcluded), missing: sorted.filter((item) => !isExcluded(item) && !named(item.name)) };
}

/** Every public type class, method and syntax extension of each version's documented modules, and which pages leave unnamed. */
export async function apiCoverage(projectRoot: string, site: LoadedSite, repositories: readonly string[]): Promise<VersionCoverage[]> {
  const settings = site.config.examples.apiCoverage;
  if (settings === undefined) return [];
  const results: VersionCoverage[] = [];
  for (const version of site.versions) {
    const sets = site.config.examples.sets.filter((set) => set.version === version.meta.name);
    if (sets.length === 0) continue;
    const sourcesJars = new Set<string>();
    for (const set of sets) {
      const request = { label: `example set "${set.name}"`, dependencies: set.dependencies, scalaVersion: set.scalaVersion, withCompiler: false };
      for (const jar of await resolveSources(projectRoot, request, repositories, settings.group)) sourcesJars.add(jar);
    }
    const byName = new Map<string, ApiItem>();
    for (const jar of [...sourcesJars].sort()) {
      for (const source of readZipTextFiles(await readFile(jar), (name) => name.endsWith('.scala')).values()) {
        for (const item of scalaApi(source)) byName.set(item.qualifiedName, item);
      }
    }
    results.push({
      versionName: version.meta.name,
      modules: [...sourcesJars].map((jar) => jar.split('/').pop()!).sort(),
      ...coverageOf([...byName.values()], version.sources.docs.map((doc) => doc.body), settings.exclude),
    });
  }
  return results;
}
