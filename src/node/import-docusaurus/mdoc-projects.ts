import { posix } from 'node:path';
import { lineOfOffset } from './key-lines';
import type { SbtBuild, SbtProject, SettingValue } from './sbt-build';
import type { Computed, SbtValue } from './sbt-values';

/** Something sbt computes, which the import cannot know: what it is, as written, and where. */
export interface ComputedSetting {
  /** `../build.sbt:42`, from the site folder. */
  where: string;
  /** The expression, as written (shortened). */
  text: string;
}

/** A variable of an mdoc project: its value when literal, else where sbt computes it. */
export type MdocVariable =
  | { name: string; value: string }
  /** `where` is the variable's own line in mdocVariables; `computed` says what sbt computes, and where. */
  | { name: string; where: string; computed: ComputedSetting };

/** A library on an mdoc project's classpath: a Maven coordinate when literal, else what sbt computes. */
export type MdocDependency =
  | { coordinate: string }
  /** `template` is its coordinate with what sbt computes in angle brackets (`org:name_2.13:<latestTag>`). */
  | { written: string; computed: ComputedSetting; template?: string };

/** One sbt project that runs mdoc, as its build.sbt writes it. */
export interface MdocProject {
  /** The sbt project's name (its `lazy val`), as `sbt docsV1/mdoc` names it. */
  name: string;
  /** `../build.sbt:88`: where the project is defined. */
  where: string;
  /** mdoc's input folder, absolute; computed when sbt computes it. */
  input: string | ComputedSetting;
  /** mdoc's output folder, absolute. */
  output: string | ComputedSetting;
  /** Where `mdocVariables` is set; undefined when the project sets none. */
  variablesAt: string | undefined;
  variables: MdocVariable[];
  /** The whole of mdocVariables, when sbt computes it so that its names are not known either. */
  variablesComputed: ComputedSetting | undefined;
  /** The Scala version mdoc compiles with (2.13.x or 3.x.y), or why it is not known or not one of those. */
  scalaVersion: { value: string; where: string } | { problem: string; where: string };
  dependencies: MdocDependency[];
  /** Literal scalacOptions; a computed part is in `transforms`. */
  scalacOptions: string[];
  /** What sbt changes that the import keeps as written: `libraryDependencies := f(libraryDependencies.value)`. */
  transforms: ComputedSetting[];
  /** Projects of the build whose code is on its classpath (`.dependsOn(core)`). */
  dependsOn: string[];
}

const SUPPORTED_SCALA = /^(?:2\.13|3\.\d+)\.\d+$/;
const TEST_CONFIGURATIONS = new Set(['test', 'it', 'provided', 'optional', 'compile-internal', 'runtime']);

const shorten = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}...` : text);

/** The Scala binary version of `scalaVersion` as artifacts carry it: `2.13`, `3`. */
export const scalaBinary = (scalaVersion: string) =>
  scalaVersion.startsWith('3.') ? '3' : scalaVersion.split('.').slice(0, 2).join('.');

/** mdoc's sbt plugin defaults: `mdocIn` is the build's docs/, `mdocOut` the project's target/mdoc. */
const MDOC_DEFAULTS = {
  mdocIn: (build: SbtBuild) => posix.join(build.root, 'docs'),
  mdocOut: (project: SbtProject) => posix.join(project.dir, 'target/mdoc'),
};

/**
 * The mdoc projects of a build and what each says: input, output, variables, dependencies,
 * Scala version and compiler options, literal where build.sbt writes them so, and otherwise
 * where sbt computes them. `shown` names a build file as the report shows it (from the site folder).
 */
export function mdocProjects(
  build: SbtBuild,
  texts: ReadonlyMap<string, string>,
  shown: (file: string) => string,
): MdocProject[] {
  const where = (file: string, line: number) => `${shown(file)}:${line}`;
  const computedAt = (value: Computed, fallback: SettingValue): ComputedSetting => {
    const text = texts.get(value.file);
    return {
      text: shorten(value.text),
      where: text === undefined ? where(fallback.file, fallback.line) : where(value.file, lineOfOffset(text, value.at)),
    };
  };
  return build.projects
    .filter((project) => project.isMdoc)
    .map((project): MdocProject => {
      const folder = (key: 'mdocIn' | 'mdocOut'): string | ComputedSetting => {
        const setting = project.setting(key);
        const value = setting.value;
        if (value === undefined) return key === 'mdocIn' ? MDOC_DEFAULTS.mdocIn(build) : MDOC_DEFAULTS.mdocOut(project);
        if (value.kind === 'file') return posix.resolve(build.root, value.path);
        return value.kind === 'computed'
          ? computedAt(value, setting)
          : { text: 'not a folder', where: where(setting.file, setting.line) };
      };

      const variablesSetting = project.setting('mdocVariables');
      const variables: MdocVariable[] = [];
      let variablesComputed: ComputedSetting | undefined;
      const map = variablesSetting.value;
      if (map?.kind === 'map') {
        for (const { key, value } of map.entries) {
          if (key.kind !== 'string') continue;
          if (value.kind === 'string') variables.push({ name: key.value, value: value.value });
          else
            variables.push({
              name: key.value,
              where: where(variablesSetting.file, lineOfOffset(texts.get(variablesSetting.file) ?? '', key.at)),
              computed: computedAt(
                value.kind === 'computed'
                  ? value
                  : {
                      kind: 'computed',
                      text: value.kind === 'key' ? value.key : `not a string (${value.kind})`,
                      file: variablesSetting.file,
                      at: value.at,
                    },
                variablesSetting,
              ),
            });
        }
      } else if (map?.kind === 'computed') variablesComputed = computedAt(map, variablesSetting);

      const scalaVersion = chooseScalaVersion(project, where);
      const binary = 'value' in scalaVersion ? scalaBinary(scalaVersion.value) : undefined;
      const dependenciesSetting = project.setting('libraryDependencies');
      const dependencies: MdocDependency[] = listOf(dependenciesSetting.value).flatMap((item): MdocDependency[] => {
        if (item.kind === 'computed')
          return [{ written: shorten(item.text), computed: computedAt(item, dependenciesSetting) }];
        if (item.kind !== 'module') return [];
        if (item.configuration !== undefined && TEST_CONFIGURATIONS.has(item.configuration.toLowerCase())) return [];
        const written = `"${item.group}" ${item.cross === false ? '%' : '%%'} "${item.name}" % ${item.version?.kind === 'string' ? `"${item.version.value}"` : item.version?.kind === 'computed' ? item.version.text : '?'}`;
        const suffix = item.cross === false ? '' : `_${item.cross === true ? (binary ?? '<binary>') : item.cross}`;
        if (item.version?.kind !== 'string')
          return [
            {
              written,
              template: `${item.group}:${item.name}${suffix}:<${item.version?.kind === 'computed' ? item.version.text : 'version'}>`,
              computed:
                item.version?.kind === 'computed'
                  ? computedAt(item.version, dependenciesSetting)
                  : { text: 'no version', where: where(dependenciesSetting.file, dependenciesSetting.line) },
            },
          ];
        if (item.cross !== false && binary === undefined)
          return [{ written, computed: { text: 'its Scala version is not known', where: scalaVersion.where } }];
        return [{ coordinate: `${item.group}:${item.name}${suffix}:${item.version.value}` }];
      });

      const optionsSetting = project.setting('scalacOptions');
      const scalacOptions = listOf(optionsSetting.value).flatMap((item) =>
        item.kind === 'string' ? [item.value] : [],
      );
      const transforms = [
        ...dependenciesSetting.transforms,
        ...optionsSetting.transforms,
        ...listOf(optionsSetting.value)
          .filter((item): item is Computed => item.kind === 'computed')
          .map((item) => ({
            text: `scalacOptions += ${item.text}`,
            file: item.file,
            line: lineOfOffset(texts.get(item.file) ?? '', item.at),
          })),
      ].map((transform) => ({ text: shorten(transform.text), where: where(transform.file, transform.line) }));

      return {
        name: project.name,
        where: where(project.file, project.line),
        input: folder('mdocIn'),
        output: folder('mdocOut'),
        variablesAt:
          variablesSetting.value === undefined ? undefined : where(variablesSetting.file, variablesSetting.line),
        variables,
        variablesComputed,
        scalaVersion,
        dependencies,
        scalacOptions,
        transforms,
        dependsOn: project.dependsOn,
      };
    });
}

const listOf = (value: SbtValue | undefined): SbtValue[] =>
  value === undefined ? [] : value.kind === 'list' ? value.items : [value];

/** `scalaVersion`, else the first 2.13 or 3 version of `crossScalaVersions`: what a set can compile with. */
function chooseScalaVersion(
  project: SbtProject,
  where: (file: string, line: number) => string,
): MdocProject['scalaVersion'] {
  const setting = project.setting('scalaVersion');
  const at = where(setting.file, setting.line);
  const value = setting.value;
  if (value?.kind === 'string' && SUPPORTED_SCALA.test(value.value)) return { value: value.value, where: at };
  const cross = project.setting('crossScalaVersions');
  const supported = listOf(cross.value).find((item) => item.kind === 'string' && SUPPORTED_SCALA.test(item.value));
  if (supported?.kind === 'string') return { value: supported.value, where: where(cross.file, cross.line) };
  if (value === undefined)
    return {
      problem: "the build does not set scalaVersion, and sbt's default (2.12) is not one the examples compile with",
      where: at,
    };
  if (value.kind === 'string')
    return {
      problem: `scalaVersion "${value.value}" is not one the examples compile with (2.13.x or 3.x.y)`,
      where: at,
    };
  return {
    problem: `scalaVersion is computed by sbt (${shorten(value.kind === 'computed' ? value.text : value.kind)})`,
    where: at,
  };
}
