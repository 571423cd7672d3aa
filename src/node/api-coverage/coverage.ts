import type { LoadedSite } from '../site/load-site';
import type { VersionApi } from '../api-reference/module-api';
import type { ApiItem } from './scala-api';

interface VersionCoverage {
  versionName: string;
  /** The documented library's modules: effectie-core, … */
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
export function coverageOf(
  items: readonly ApiItem[],
  pages: readonly string[],
  exclude: ReadonlyArray<{ name: string }>,
): Pick<VersionCoverage, 'items' | 'excluded' | 'missing'> {
  const sorted = [...items].sort((a, b) => a.qualifiedName.localeCompare(b.qualifiedName));
  const isExcluded = (item: ApiItem) =>
    exclude.some(({ name }) =>
      name.endsWith('*') ? item.qualifiedName.startsWith(name.slice(0, -1)) : item.qualifiedName === name,
    );
  const text = pages.join('\n');
  // Operator names (`+-`) are regular-expression syntax: every special character is escaped.
  const named = (name: string) =>
    new RegExp(`(?<![\\w$])${name.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}(?![\\w$])`).test(text);
  return {
    items: sorted,
    excluded: sorted.filter(isExcluded),
    missing: sorted.filter((item) => !isExcluded(item) && !named(item.name)),
  };
}

/**
 * Coverage of modules already read. Instances are left out (a page names the import that brings
 * them, not each one), and so are the generated API reference pages, which name everything.
 */
export function coverageOfApis(site: LoadedSite, apis: readonly VersionApi[]): VersionCoverage[] {
  const settings = site.config.examples.apiCoverage;
  if (settings === undefined) return [];
  return apis.map(({ versionName, modules }) => {
    const byName = new Map<string, ApiItem>();
    for (const { items } of modules)
      for (const { kind, name, qualifiedName } of items)
        if (kind !== 'instance') byName.set(qualifiedName, { kind, name, qualifiedName });
    const docs = site.versions.find((version) => version.meta.name === versionName)?.sources.docs ?? [];
    return {
      versionName,
      modules: modules.map((module) => module.module),
      ...coverageOf(
        [...byName.values()],
        docs.filter((doc) => doc.generatedFrom === undefined).map((doc) => doc.body),
        settings.exclude,
      ),
    };
  });
}
