import type { ConfigProblem } from '../../../schema/config-error';
import type { SiteConfig } from '../../../schema';
import type { ExampleSet } from '../../../schema/examples';

/**
 * site.yaml's example sets against its docs versions: names unique, versions known, folders
 * unclaimed; and the versions of examples.versionVariables known.
 */
export function checkExampleSets(config: SiteConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const versionNames = config.docs.versions.map((version) => version.name);
  const names = new Set<string>();
  const folders = new Map<string, string>();
  config.examples.sets.forEach((set, index) => {
    const at = ['examples', 'sets', index] as const;
    if (names.has(set.name))
      problems.push({
        path: [...at, 'name'],
        message: `"${set.name}" names another set already; give each set its own name.`,
      });
    names.add(set.name);
    if (!versionNames.includes(set.version)) {
      problems.push({
        path: [...at, 'version'],
        message: `"${set.version}" is not a docs version; available: ${versionNames.map((name) => `"${name}"`).join(', ')}.`,
      });
    }
    set.folders.forEach((folder, folderIndex) => {
      const key = `${set.version}/${folder}`;
      const owner = folders.get(key);
      if (owner !== undefined)
        problems.push({
          path: [...at, 'folders', folderIndex],
          message: `"${folder}" of version "${set.version}" belongs to set "${owner}" already.`,
        });
      else folders.set(key, set.name);
    });
  });
  for (const name of Object.keys(config.examples.versionVariables))
    if (!versionNames.includes(name))
      problems.push({
        path: ['examples', 'versionVariables', name],
        message: `"${name}" is not a docs version; available: ${versionNames.map((version) => `"${version}"`).join(', ')}.`,
      });
  return problems;
}

/**
 * The set a page compiles against: the one its front matter names, else the set with the
 * deepest folder that holds the page. `dir` is the page's folder inside the version's, '' at its top.
 */
export function exampleSetFor(
  sets: readonly ExampleSet[],
  versionName: string,
  dir: string,
  named: string | undefined,
): ExampleSet | undefined {
  const ofVersion = sets.filter((set) => set.version === versionName);
  if (named !== undefined) return ofVersion.find((set) => set.name === named);
  let best: { set: ExampleSet; depth: number } | undefined;
  for (const set of ofVersion) {
    for (const folder of set.folders) {
      const holds = folder === '' || dir === folder || dir.startsWith(`${folder}/`);
      const depth = folder === '' ? 0 : folder.split('/').length;
      if (holds && (best === undefined || depth > best.depth)) best = { set, depth };
    }
  }
  return best?.set;
}
