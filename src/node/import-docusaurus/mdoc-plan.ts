import { posix } from 'node:path';
import type { ExampleSet } from '../../../schema/examples';
import { exampleSetFor } from '../examples/example-sets';
import type { ComputedSetting, MdocProject, MdocVariable } from './mdoc-projects';
import type { Uncarried } from './report';

/** A version of the site as the plan needs it: its names and its folder, from the site folder. */
export interface VersionFolder {
  docusaurusName: string;
  /** Its name in site.yaml and under content/. */
  name: string;
  /** `docs`, `versioned_docs/version-v1`: where Docusaurus reads its pages. */
  docsDir: string;
}

/** An mdoc project's input folder as the plan needs it: its files (paths from it) and the variables its pages use. */
export interface ProjectInput {
  files: readonly string[];
  /** `@NAME@` written in its pages. */
  usedVariables: ReadonlySet<string>;
}

/** Where a version's pages come from: an mdoc input, put under `prefix` inside the version's folder. */
export interface VersionInput {
  project: MdocProject;
  /** The mdoc input folder, absolute. */
  dir: string;
  /** `''` for the version's top, `cats-effect3` when mdocOut is a folder inside it. */
  prefix: string;
}

export interface MdocPlan {
  /** Each version's mdoc inputs, by version name (site.yaml's); a version not here takes its folder as it is. */
  inputs: Map<string, VersionInput[]>;
  /** site.yaml's `examples:` section (empty when there is nothing to write). */
  examples: {
    variables?: Record<string, string>;
    versionVariables?: Record<string, Record<string, string>>;
    scalacOptions?: string[];
    sets?: ExampleSet[];
  };
  /** Front matter a page needs (`examples: docs-ce3`), by its path under content/. */
  frontMatter: Map<string, Record<string, string>>;
  carried: string[];
  uncarried: Uncarried[];
}

/** `docsCe3` as a set name: `docs-ce3`. */
export const setName = (project: string) =>
  project
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'docs';

const quoteList = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ');

/**
 * What the mdoc projects of the build make of the site: which version each writes into (its
 * mdocOut is the docs path, a folder in it, or `versioned_docs/version-<name>/…`), one example
 * set per project from its literal dependencies and Scala version, its variables in the most
 * general place that holds them (every project alike: the site's; else its set's, or its
 * version's), and, at its build.sbt line, what sbt computes, with where to write its value.
 */
export function planMdoc(
  siteDir: string,
  projects: readonly MdocProject[],
  versions: readonly VersionFolder[],
  projectInputs: ReadonlyMap<string, ProjectInput>,
): MdocPlan {
  const uncarried: Uncarried[] = [];
  const carried: string[] = [];
  const inputs = new Map<string, VersionInput[]>();
  const versionOf = new Map<MdocProject, VersionFolder>();
  const computedWhy = (what: string, computed: ComputedSetting) =>
    `${what} is computed by sbt (${computed.text}, at ${computed.where})`;

  for (const project of projects) {
    if (typeof project.input !== 'string' || typeof project.output !== 'string') {
      const [key, value] = typeof project.input !== 'string' ? ['mdocIn', project.input] : ['mdocOut', project.output];
      uncarried.push({
        where: project.where,
        what: `sbt project ${project.name}`,
        why: `${computedWhy(key, value as ComputedSetting)}; its pages were not carried: copy them into the version's folder under content/.`,
      });
      continue;
    }
    const output = project.output;
    const version = versions.find((candidate) => {
      const folder = posix.resolve(siteDir, candidate.docsDir);
      return output === folder || output.startsWith(`${folder}/`);
    });
    if (version === undefined) {
      uncarried.push({
        where: project.where,
        what: `sbt project ${project.name}`,
        why: `its mdocOut, ${posix.relative(siteDir, output)}, is neither the docs path nor versioned_docs/version-<name>/ of a version the site has (${quoteList(versions.map((candidate) => candidate.docsDir))}); its pages are not part of the site.`,
      });
      continue;
    }
    versionOf.set(project, version);
    const prefix = posix.relative(posix.resolve(siteDir, version.docsDir), output);
    inputs.set(version.name, [...(inputs.get(version.name) ?? []), { project, dir: project.input, prefix }]);
  }

  // Variables every project gives alike belong to the site; the others to a set or a version.
  const placed = [...versionOf.keys()];
  const literal = (project: MdocProject) =>
    new Map(
      project.variables.flatMap((variable) => ('value' in variable ? [[variable.name, variable.value] as const] : [])),
    );
  const siteVariables: Record<string, string> = {};
  const first = placed[0];
  if (first !== undefined)
    for (const [name, value] of literal(first))
      if (placed.every((project) => literal(project).get(name) === value)) siteVariables[name] = value;

  const sets: ExampleSet[] = [];
  const versionVariables: Record<string, Record<string, string>> = {};
  const scalacOptions = new Map<string, string[]>();
  const setOf = new Map<MdocProject, ExampleSet>();
  for (const [versionName, versionInputs] of inputs) {
    const atTop = versionInputs.filter((input) => input.prefix === '');
    for (const input of versionInputs) {
      const { project } = input;
      const files = projectInputs.get(project.name)?.files ?? [];
      const topFolders = [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!))];
      // The version's top belongs to its main project: the one with pages there, else the first.
      const main =
        atTop.find((candidate) =>
          (projectInputs.get(candidate.project.name)?.files ?? []).some((file) => !file.includes('/')),
        ) ?? atTop[0];
      const folders = input.prefix !== '' ? [input.prefix] : input === main ? [''] : topFolders.sort();
      const literalDependencies = project.dependencies.flatMap((dependency) =>
        'coordinate' in dependency ? [dependency.coordinate] : [],
      );
      const computedDependencies = project.dependencies.filter((dependency) => 'computed' in dependency);
      const name = setName(project.name);
      const scala = 'value' in project.scalaVersion ? project.scalaVersion.value : undefined;
      const problems = [
        ...('problem' in project.scalaVersion
          ? [`${project.scalaVersion.problem} (${project.scalaVersion.where})`]
          : []),
        ...computedDependencies.map((dependency) =>
          'computed' in dependency ? `${dependency.written}: ${computedWhy('its version', dependency.computed)}` : '',
        ),
        ...(project.dependencies.length === 0 ? ['it has no libraryDependencies'] : []),
        ...project.dependsOn.map(
          (other) =>
            `it depends on the build's project ${other}, whose published artifact (group:name_binary:version) the set needs`,
        ),
      ];
      const ownVariables = Object.fromEntries([...literal(project)].filter(([key]) => !(key in siteVariables)));
      if (problems.length === 0 && scala !== undefined) {
        const set: ExampleSet = {
          name,
          version: versionName,
          folders,
          scalaVersion: scala,
          dependencies: literalDependencies,
          ...(Object.keys(ownVariables).length === 0 ? {} : { variables: ownVariables }),
        };
        sets.push(set);
        setOf.set(project, set);
        if (project.scalacOptions.length > 0) scalacOptions.set(project.name, project.scalacOptions);
        carried.push(
          `example set "${name}" from sbt project ${project.name} (${project.where}): Scala ${scala}, ${literalDependencies.join(', ')}; pages of ${versionName}${folders[0] === '' ? '' : `/${folders.join(', ')}`}`,
        );
      } else {
        const suggested = `{ name: ${name}, version: ${versionName}, folders: [${folders.map((folder) => JSON.stringify(folder)).join(', ')}], scalaVersion: ${scala ?? '<2.13.x or 3.x.y>'}, dependencies: [${[
          ...literalDependencies,
          ...computedDependencies.map((dependency) =>
            'written' in dependency ? (dependency.template ?? `<${dependency.written}>`) : '',
          ),
        ].join(', ')}] }`;
        uncarried.push({
          where: project.where,
          what: `example set of sbt project ${project.name}`,
          why: `${problems.join('; ')}. Its pages show their mdoc blocks without output until a set covers them: add ${suggested} under examples.sets in site.yaml, then run npm run examples.`,
        });
        for (const [key, value] of Object.entries(ownVariables)) {
          const others = versionInputs.filter(
            (other) => other !== input && literal(other.project).has(key) && literal(other.project).get(key) !== value,
          );
          if (others.length > 0) {
            uncarried.push({
              where: project.variablesAt ?? project.where,
              what: `mdoc variable ${key} of sbt project ${project.name}`,
              why: `it is "${value}" here and ${quoteList(others.map((other) => literal(other.project).get(key)!))} in ${others.map((other) => other.project.name).join(', ')}, which write into the same version; without a set of its own, write it in the front matter's text or give the project a set with variables.`,
            });
            continue;
          }
          versionVariables[versionName] = { ...versionVariables[versionName], [key]: value };
        }
      }
    }
  }

  // Computed variables: where sbt makes them, and where site.yaml takes their value; one line for
  // the projects that compute a variable in the same place (a def they all call).
  const placeOf = (project: MdocProject) => {
    const set = setOf.get(project);
    return set === undefined
      ? `examples.versionVariables.${versionOf.get(project)!.name}`
      : `examples.sets[${sets.indexOf(set)}].variables`;
  };
  const computedVariables = new Map<
    string,
    { variable: Extract<MdocVariable, { computed: unknown }>; projects: MdocProject[] }
  >();
  for (const project of placed)
    for (const variable of project.variables) {
      if (!('computed' in variable)) continue;
      const key = JSON.stringify([variable.name, variable.computed]);
      const group = computedVariables.get(key) ?? { variable, projects: [] };
      group.projects.push(project);
      computedVariables.set(key, group);
    }
  for (const { variable, projects: computing } of computedVariables.values()) {
    const everywhere = computing.length === placed.length && placed.length > 1;
    const places = everywhere ? ['examples.variables'] : [...new Set(computing.map(placeOf))];
    const names = computing.map((project) => project.name);
    uncarried.push({
      where: variable.where,
      what: `mdoc variable ${variable.name} of sbt project${names.length === 1 ? '' : 's'} ${names.join(', ')}`,
      why: `${computedWhy('its value', variable.computed)}; write the value \`sbt "show ${names[0]}/mdocVariables"\` prints at ${places.map((place) => `${place}.${variable.name}`).join(' and ')} in site.yaml. Until then its pages show @${variable.name}@ as written.`,
    });
  }
  for (const project of placed) {
    const show = `\`sbt "show ${project.name}/mdocVariables"\``;
    if (project.variablesComputed !== undefined) {
      const known = new Set([...Object.keys(siteVariables), ...project.variables.map((variable) => variable.name)]);
      const used = [...(projectInputs.get(project.name)?.usedVariables ?? [])]
        .filter((name) => !known.has(name))
        .sort();
      uncarried.push({
        where: project.variablesAt ?? project.where,
        what: `mdoc variables of sbt project ${project.name}`,
        why: `${computedWhy('mdocVariables', project.variablesComputed)}; ${used.length === 0 ? 'its pages use none' : `its pages use ${used.map((name) => `@${name}@`).join(', ')}`}: write the values ${show} prints at ${placeOf(project)}.<NAME> in site.yaml.`,
      });
    }
    for (const transform of project.transforms)
      uncarried.push({
        where: transform.where,
        what: `sbt project ${project.name}: ${transform.text}`,
        why: 'sbt changes the setting there; the example set has what build.sbt writes before it.',
      });
  }

  // The pages a set does not reach by its folders name it in their front matter.
  const frontMatter = new Map<string, Record<string, string>>();
  for (const [versionName, versionInputs] of inputs) {
    for (const input of versionInputs) {
      const set = setOf.get(input.project);
      if (set === undefined) continue;
      for (const file of projectInputs.get(input.project.name)?.files ?? []) {
        if (!/\.mdx?$/.test(file)) continue;
        const path = posix.join(input.prefix, file);
        const dir = posix.dirname(path) === '.' ? '' : posix.dirname(path);
        if (exampleSetFor(sets, versionName, dir, undefined) !== set)
          frontMatter.set(posix.join('content', versionName, path), { examples: set.name });
      }
    }
  }

  const options = [...new Set([...scalacOptions.values()].map((list) => JSON.stringify(list)))];
  const examples: MdocPlan['examples'] = {
    ...(Object.keys(siteVariables).length === 0 ? {} : { variables: siteVariables }),
    ...(Object.keys(versionVariables).length === 0 ? {} : { versionVariables }),
    ...(options.length === 1 ? { scalacOptions: JSON.parse(options[0]!) as string[] } : {}),
    ...(sets.length === 0 ? {} : { sets }),
  };
  if (options.length > 1)
    uncarried.push({
      where: projects[0]?.where ?? 'build.sbt:1',
      what: 'scalacOptions',
      why: `the mdoc projects give different scalacOptions (${options.join(', ')}), and examples.scalacOptions is one list for every set; write the one you need.`,
    });
  return { inputs, examples, frontMatter, carried, uncarried };
}
