import { isScalar, type YAMLMap, type YAMLSeq } from 'yaml';
import {
  SiteConfigError,
  formatProblem,
  locateProblems,
  type ConfigProblem,
  type LocatedProblem,
} from '../../../schema/config-error';
import { versionNameSchema } from '../../../schema/docs';
import { formatPath, type ConfigPath } from '../../../schema/locate';
import { parseSiteConfig, type Parsed } from '../../../schema/parse';
import type { SiteConfig } from '../../../schema';
import { VersionCutRefusal } from './refusals';

interface CutOptions {
  /** The release current documents from now on: 2.3.0. */
  release: string;
  /** The archived version's name and label; both default to the release current documented. */
  name?: string;
  label?: string;
}

/** What cutting changes in site.yaml, and the file as it will be. */
export interface SiteYamlCut {
  /** The version that documents the release: current. */
  currentName: string;
  /** The release it documented until now: 2.2.0. */
  previousRelease: string;
  release: string;
  archived: { name: string; label: string; path: string };
  /** Each example set of current, and the set of the archived version that keeps its old coordinates. */
  sets: Array<{ current: string; archived: string }>;
  /** One line per change, as `--dry-run` prints them. */
  changes: string[];
  text: string;
}

// Written as the file was: no folding of long lines, flow sequences as `[a, b]`.
const TO_STRING = { lineWidth: 0, flowCollectionPadding: false } as const;

/**
 * site.yaml after cutting: the archived version after current in docs.versions, with example
 * sets of its own pinned to the old release, and current's sets on the new release. The file is
 * edited through its YAML document, so comments, order and formatting stay. Throws a
 * VersionCutRefusal, naming the line and column of the value in the way, when it cannot be cut.
 */
export function cutSiteYaml(text: string, fileName: string, options: CutOptions): SiteYamlCut {
  const { value: config, source } = parseOrRefuse(text, fileName);
  const fail = (problems: ConfigProblem[]): never => {
    throw refusal(fileName, locateProblems(source, problems));
  };
  const current = config.docs.versions[0]!;
  const setIndexes = config.examples.sets.flatMap((set, index) => (set.version === current.name ? [index] : []));
  const group = config.examples.apiCoverage?.group;
  if (group === undefined)
    fail([
      {
        path: ['examples'],
        message: 'has no apiCoverage.group, the Maven group of the documented library whose release is cut; add it.',
      },
    ]);
  const library = setIndexes.flatMap((setIndex) =>
    config.examples.sets[setIndex]!.dependencies.flatMap((coordinate, dependency) =>
      coordinate.startsWith(`${group}:`)
        ? [
            {
              path: ['examples', 'sets', setIndex, 'dependencies', dependency] as ConfigPath,
              coordinate,
              version: coordinate.split(':')[2]!,
            },
          ]
        : [],
    ),
  );
  if (library.length === 0) {
    fail([
      {
        path: ['docs', 'versions', 0, 'name'],
        message: `"${current.name}" has no example set with a dependency of group "${group}"; the release it documents is read from them.`,
      },
    ]);
  }
  const previousRelease = library[0]!.version;
  const other = library.find((dependency) => dependency.version !== previousRelease);
  if (other !== undefined) {
    fail([
      {
        path: other.path,
        message: `"${other.coordinate}" is release "${other.version}" where ${library[0]!.coordinate} is "${previousRelease}"; give the sets of "${current.name}" one release of ${group} before cutting.`,
      },
    ]);
  }
  if (options.release === previousRelease) {
    fail([
      {
        path: library[0]!.path,
        message: `"${library[0]!.coordinate}" is release "${options.release}" already; pass the new release with --release.`,
      },
    ]);
  }

  const name = options.name ?? previousRelease;
  const nameCheck = versionNameSchema.safeParse(name);
  if (!nameCheck.success)
    throw new VersionCutRefusal(
      `--name "${name}" ${nameCheck.error.issues[0]!.message}; a version's name is also its folder under content/. Nothing was changed.`,
    );
  const archived = {
    name,
    label: options.label ?? previousRelease,
    path: `${current.path.replace(/\/$/, '')}/${name}`,
  };
  const taken: ConfigProblem[] = config.docs.versions.flatMap((version, index): ConfigProblem[] => [
    ...(version.name === archived.name
      ? [
          {
            path: ['docs', 'versions', index, 'name'],
            message: `"${version.name}" is a docs version already; choose another name with --name.`,
          },
        ]
      : []),
    ...(version.path.replace(/\/$/, '') === archived.path
      ? [
          {
            path: ['docs', 'versions', index, 'path'],
            message: `"${version.path}" is the path of version "${version.name}" already; choose another name with --name.`,
          },
        ]
      : []),
  ]);
  if (taken.length > 0) fail(taken);
  const sets = setIndexes.map((index) => ({
    current: config.examples.sets[index]!.name,
    archived: archivedSetName(config.examples.sets[index]!.name, current.name, archived.name),
  }));
  config.examples.sets.forEach((set, index) => {
    if (sets.some((pair) => pair.archived === set.name))
      taken.push({
        path: ['examples', 'sets', index, 'name'],
        message: `"${set.name}" is the name the archived version's set would take; rename the set or choose another name with --name.`,
      });
  });
  if (taken.length > 0) fail(taken);

  const document = source.document;
  const changes: string[] = [];
  insertArchivedVersion(document, archived);
  changes.push(
    `docs.versions[1]: version "${archived.name}" ("${archived.label}" at ${archived.path}, banner unmaintained), after "${current.name}".`,
  );
  for (const key of ['label', 'releaseNotes']) {
    const node = document.getIn(['docs', 'versions', 0, key], true);
    if (isScalar(node) && typeof node.value === 'string' && node.value.includes(previousRelease)) {
      const before = node.value;
      node.value = before.replaceAll(previousRelease, options.release);
      changes.push(`docs.versions[0].${key}: "${before}" becomes "${node.value}".`);
    }
  }

  const setNodes = document.getIn(['examples', 'sets'], true) as YAMLSeq<YAMLMap>;
  const archivedSets = archivedSetNodes(setNodes, setIndexes, sets, archived.name);
  for (const dependency of library) {
    const node = document.getIn(dependency.path, true);
    const moved = dependency.coordinate.replace(/:[^:]+$/, `:${options.release}`);
    if (isScalar(node)) node.value = moved;
    changes.push(`${formatPath(dependency.path)}: "${dependency.coordinate}" becomes "${moved}".`);
  }
  const after = setIndexes[setIndexes.length - 1]! + 1;
  setNodes.items.splice(after, 0, ...archivedSets);
  sets.forEach((pair, position) => {
    changes.push(
      `examples.sets[${after + position}]: set "${pair.archived}" of version "${archived.name}", a copy of "${pair.current}" on ${previousRelease}.`,
    );
  });

  const cut = document.toString(TO_STRING);
  // The result must be a site.yaml the site accepts; a failure here is a flaw of the edit itself.
  parseSiteConfig(cut, fileName);
  return { currentName: current.name, previousRelease, release: options.release, archived, sets, changes, text: cut };
}

function parseOrRefuse(text: string, fileName: string): Parsed<SiteConfig> {
  try {
    return parseSiteConfig(text, fileName);
  } catch (error) {
    if (error instanceof SiteConfigError) throw refusal(fileName, error.problems);
    throw error;
  }
}

function refusal(fileName: string, problems: readonly LocatedProblem[]): VersionCutRefusal {
  const count = problems.length === 1 ? 'this problem' : `these ${problems.length} problems`;
  return new VersionCutRefusal(
    `${fileName} cannot be cut for ${count}:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}\nNothing was changed.`,
  );
}

/** current-ce3 of current becomes 2-2-0-ce3 of 2.2.0: set names take no dots. */
export function archivedSetName(setName: string, currentName: string, archivedName: string): string {
  const prefix = archivedName.replace(/[._]/g, '-');
  if (setName === currentName) return prefix;
  return `${prefix}-${setName.startsWith(`${currentName}-`) ? setName.slice(currentName.length + 1) : setName}`;
}

/** Adds the archived version after current in docs.versions: current's entry, renamed and marked unmaintained. */
export function insertArchivedVersion(
  document: Parsed<SiteConfig>['source']['document'],
  archived: SiteYamlCut['archived'],
): void {
  const versions = document.getIn(['docs', 'versions'], true) as YAMLSeq<YAMLMap>;
  const version = detached(versions.items[0]!);
  version.set('name', archived.name);
  version.set('label', archived.label);
  version.set('path', archived.path);
  version.set('banner', 'unmaintained');
  versions.items.splice(1, 0, version);
}

/** A copy of each of current's example sets (at `setIndexes`) for the archived version, named as `sets` says. */
export function archivedSetNodes(
  setNodes: YAMLSeq<YAMLMap>,
  setIndexes: readonly number[],
  sets: SiteYamlCut['sets'],
  versionName: string,
): YAMLMap[] {
  return setIndexes.map((index, position) => {
    const copy = detached(setNodes.items[index]!);
    copy.set('name', sets[position]!.archived);
    copy.set('version', versionName);
    return copy;
  });
}

/** A copy of a mapping without the comments and blank line that belong to the original's place. */
function detached(node: YAMLMap): YAMLMap {
  const copy = node.clone() as YAMLMap;
  copy.commentBefore = undefined;
  copy.comment = undefined;
  copy.spaceBefore = false;
  return copy;
}
