import { readFile } from 'node:fs/promises';
import type { SiteConfig } from '../../../schema';
import { resolveSources } from '../examples/maven';
import { scalaApi, type DeclaredItem } from '../api-coverage/scala-api';
import { readZipTextFiles } from '../api-coverage/zip';
import { ScalaSyntaxError } from '../import-docusaurus/scala-syntax';

/** One documented module of a version: what its sources jar declares publicly. */
export interface ModuleApi {
  /** effectie-core */
  module: string;
  /** io.kevinlee:effectie-core_2.13:2.2.0 */
  artifact: string;
  items: DeclaredItem[];
}

export interface VersionApi {
  versionName: string;
  modules: ModuleApi[];
}

/** `…/io/kevinlee/effectie-core_2.13/2.2.0/effectie-core_2.13-2.2.0-sources.jar` as a module and its coordinates. */
function moduleOfJar(jar: string, group: string): Pick<ModuleApi, 'module' | 'artifact'> {
  const [version, artifactId] = jar.split('/').slice(-3, -1).reverse();
  return { module: artifactId!.replace(/_\d+(?:\.\d+)*$/, ''), artifact: `${group}:${artifactId}:${version}` };
}

/** Module names in code-point order, so `effectie-cats` comes before `effectie-cats-effect2`. */
export function byModuleName(a: Pick<ModuleApi, 'module'>, b: Pick<ModuleApi, 'module'>): number {
  return a.module < b.module ? -1 : a.module > b.module ? 1 : 0;
}

/** The public API of a sources jar, file by file in path order, declarations in source order. */
async function moduleApi(jar: string, group: string): Promise<ModuleApi> {
  const archive = await readFile(jar);
  let sources: Map<string, string>;
  try {
    sources = readZipTextFiles(archive, (name) => name.endsWith('.scala'));
  } catch (error) {
    throw new Error(`${jar}: ${(error as Error).message}`);
  }
  const files = [...sources].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const items = files.flatMap(([file, source]) => {
    try {
      return scalaApi(source);
    } catch (error) {
      if (!(error instanceof ScalaSyntaxError)) throw error;
      throw new Error(`${jar}: ${file}:${error.line}:${error.column}: ${error.message}`);
    }
  });
  return { ...moduleOfJar(jar, group), items };
}

/**
 * Every documented module of every version with example sets: the jars of
 * `examples.apiCoverage.group` on the version's classpaths, read from their sources jars, which
 * Maven fetches.
 */
export async function versionApis(
  projectRoot: string,
  site: { config: SiteConfig; versions: readonly { meta: { name: string } }[] },
  repositories: readonly string[],
): Promise<VersionApi[]> {
  const group = site.config.examples.apiCoverage?.group;
  if (group === undefined) return [];
  const results: VersionApi[] = [];
  for (const version of site.versions) {
    const sets = site.config.examples.sets.filter((set) => set.version === version.meta.name);
    if (sets.length === 0) continue;
    const jars = new Set<string>();
    for (const set of sets) {
      const request = {
        label: `example set "${set.name}"`,
        dependencies: set.dependencies,
        scalaVersion: set.scalaVersion,
        withCompiler: false,
      };
      for (const jar of await resolveSources(projectRoot, request, repositories, group)) jars.add(jar);
    }
    const modules = await Promise.all([...jars].sort().map((jar) => moduleApi(jar, group)));
    results.push({ versionName: version.meta.name, modules: modules.sort(byModuleName) });
  }
  return results;
}
