import { posix } from 'node:path';
import { lineOfOffset } from './key-lines';
import { argumentsOf, child, nameOf, type ScalaTree } from './scala-syntax';
import { evaluate, type SbtValue, Scope, sourceOf } from './sbt-values';

/** A file of the build, read and parsed: `build.sbt`, `version.sbt`, `project/Dependencies.scala`. */
export interface BuildSource {
  /** From the build's folder, `/`-separated. */
  file: string;
  text: string;
  statements: ScalaTree[];
}

/** One assignment of a setting: `key := …`, `key += …`, `key ++= …`, `key ~= …`. */
interface Assignment {
  op: string;
  rhs: ScalaTree;
  scope: Scope;
  line: number;
}

/** A change sbt makes to a setting's value, which the import cannot make: `libraryDependencies := f(libraryDependencies.value)`. */
export interface Transform {
  text: string;
  file: string;
  line: number;
}

/** A setting of a project as the build writes it: its value, where it was set, and what sbt then changes. */
export interface SettingValue {
  /** Undefined when the build does not set it. */
  value: SbtValue | undefined;
  file: string;
  line: number;
  transforms: Transform[];
}

export interface SbtProject {
  /** The `lazy val` that defines it. */
  name: string;
  file: string;
  line: number;
  /** Its folder, `/`-separated and absolute: `project.in(file("docs-gen"))`, or its name's. */
  dir: string;
  /** It enables MdocPlugin, or sets an mdoc key. */
  isMdoc: boolean;
  /** The projects of the build it depends on (`.dependsOn(core)`), whose code is on its classpath. */
  dependsOn: string[];
  /** A setting in this project: its own, else the build's (`ThisBuild / key`), else undefined. */
  setting(key: string): SettingValue;
}

export interface SbtBuild {
  /** The build's folder, absolute. */
  root: string;
  projects: SbtProject[];
}

const SETTING_OPS = new Set([':=', '+=', '++=', '~=', '-=', '--=']);
const MDOC_KEYS = new Set(['mdocIn', 'mdocOut', 'mdocVariables', 'mdocExtraArguments']);

/** `key`, `ThisBuild / key`, `key in ThisBuild`: its key and whether it is the build's; undefined when scoped otherwise. */
function settingKey(lhs: ScalaTree): { key: string; thisBuild: boolean } | undefined {
  const name = nameOf(lhs);
  if (name !== undefined) return { key: name, thisBuild: false };
  if (lhs.type !== 'Term.ApplyInfix') return undefined;
  const op = nameOf(child(lhs, 'op'));
  const [arg] = argumentsOf(lhs);
  const left = child(lhs, 'lhs');
  if (op === '/' && nameOf(left) === 'ThisBuild' && nameOf(arg) !== undefined)
    return { key: nameOf(arg)!, thisBuild: true };
  if (op === 'in' && nameOf(arg) === 'ThisBuild' && nameOf(left) !== undefined)
    return { key: nameOf(left)!, thisBuild: true };
  return undefined;
}

/** The settings an expression holds: one assignment, a `Seq(...)` of them, or a val naming such a list. */
function settingsIn(
  tree: ScalaTree,
  scope: Scope,
  seen = new Set<ScalaTree>(),
): Array<{ tree: ScalaTree; scope: Scope }> {
  if (seen.has(tree)) return [];
  seen.add(tree);
  if (tree.type === 'Term.ApplyInfix' && SETTING_OPS.has(nameOf(child(tree, 'op')) ?? '')) return [{ tree, scope }];
  if (tree.type === 'Term.Apply') {
    const fun = nameOf(child(tree, 'fun'));
    if (fun === 'Seq' || fun === 'List' || fun === 'Vector' || fun === 'inThisBuild')
      return argumentsOf(tree).flatMap((arg) => settingsIn(arg, scope, seen));
  }
  if (tree.type === 'Term.ApplyInfix' && (nameOf(child(tree, 'op')) === '++' || nameOf(child(tree, 'op')) === ':+'))
    return [child(tree, 'lhs')!, ...argumentsOf(tree)].flatMap((part) => settingsIn(part, scope, seen));
  const name = nameOf(tree);
  if (name !== undefined) {
    const bound = scope.lookup(name);
    if (bound?.tree !== undefined && bound.params === undefined) return settingsIn(bound.tree, bound.scope, seen);
  }
  return [];
}

/** The parts of a project's definition: `(project in file("x")).enablePlugins(…).settings(…).dependsOn(…)`. */
function projectParts(
  rhs: ScalaTree,
): { dir: ScalaTree | undefined; calls: Array<{ method: string; args: ScalaTree[] }> } | undefined {
  const calls: Array<{ method: string; args: ScalaTree[] }> = [];
  let tree: ScalaTree | undefined = rhs;
  let dir: ScalaTree | undefined;
  while (tree !== undefined) {
    if (nameOf(tree) === 'project') return { dir, calls: calls.reverse() };
    if (
      tree.type === 'Term.ApplyInfix' &&
      nameOf(child(tree, 'op')) === 'in' &&
      nameOf(child(tree, 'lhs')) === 'project'
    ) {
      return { dir: argumentsOf(tree)[0], calls: calls.reverse() };
    }
    if (tree.type === 'Term.Apply' && nameOf(child(tree, 'fun')) === 'Project') {
      return { dir: argumentsOf(tree)[1], calls: calls.reverse() };
    }
    if (tree.type === 'Term.Apply' && child(tree, 'fun')?.type === 'Term.Select') {
      const fun = child(tree, 'fun')!;
      const method = nameOf(child(fun, 'name')) ?? '';
      if (method === 'in') dir = argumentsOf(tree)[0];
      else calls.push({ method, args: argumentsOf(tree) });
      tree = child(fun, 'qual');
      continue;
    }
    return undefined;
  }
  return undefined;
}

/**
 * The projects of an sbt build, read from its parsed files (the `.sbt` files of its folder and
 * the `.scala` files of project/, which they may name), with what each sets. Settings are read
 * as sbt reads them for a project: the build's (`ThisBuild / key`, `inThisBuild(...)`) first, the
 * project's own after, in order.
 */
export function readSbtBuild(root: string, sources: readonly BuildSource[]): SbtBuild {
  const line = (scope: Scope, tree: ScalaTree) => lineOfOffset(scope.text, tree.pos.start);
  // project/*.scala first: the .sbt files see their objects.
  let scope: Scope | undefined;
  const ordered = [...sources].sort((a, b) => Number(a.file.endsWith('.sbt')) - Number(b.file.endsWith('.sbt')));
  const scopes = new Map<BuildSource, Scope>();
  for (const source of ordered) {
    scope = new Scope(source.file, source.text, scope).declare(source.statements);
    scopes.set(source, scope);
  }
  const buildAssignments = new Map<string, Assignment[]>();
  const projects: Array<{
    name: string;
    file: string;
    line: number;
    dir: string;
    isMdoc: boolean;
    dependsOn: string[];
    own: Map<string, Assignment[]>;
  }> = [];
  const add = (target: Map<string, Assignment[]>, key: string, assignment: Assignment) =>
    target.set(key, [...(target.get(key) ?? []), assignment]);

  for (const source of sources.filter((candidate) => candidate.file.endsWith('.sbt'))) {
    const fileScope = scopes.get(source)!;
    for (const statement of source.statements) {
      // Settings of the build itself: `ThisBuild / scalaVersion := …`, `inThisBuild(List(…))`.
      for (const { tree, scope: at } of settingsIn(statement, fileScope)) {
        const target = settingKey(child(tree, 'lhs')!);
        const inThisBuild = statement.type === 'Term.Apply' && nameOf(child(statement, 'fun')) === 'inThisBuild';
        if (target !== undefined && (target.thisBuild || inThisBuild))
          add(buildAssignments, target.key, {
            op: nameOf(child(tree, 'op'))!,
            rhs: argumentsOf(tree)[0]!,
            scope: at,
            line: line(at, tree),
          });
      }
      if (statement.type !== 'Defn.Val') continue;
      const name = nameOf(child((statement.pats as ScalaTree[])[0]!, 'name'));
      const parts = projectParts(child(statement, 'rhs')!);
      if (name === undefined || parts === undefined) continue;
      const own = new Map<string, Assignment[]>();
      let isMdoc = false;
      const dependsOn: string[] = [];
      for (const { method, args } of parts.calls) {
        if (method === 'enablePlugins' && args.some((arg) => nameOf(arg) === 'MdocPlugin')) isMdoc = true;
        if (method === 'dependsOn')
          for (const arg of args) {
            const dependency = nameOf(arg) ?? nameOf(child(arg, 'lhs'));
            if (dependency !== undefined) dependsOn.push(dependency);
          }
        if (method !== 'settings') continue;
        for (const { tree, scope: at } of args.flatMap((arg) => settingsIn(arg, fileScope))) {
          const target = settingKey(child(tree, 'lhs')!);
          if (target === undefined) continue;
          if (MDOC_KEYS.has(target.key)) isMdoc = true;
          add(target.thisBuild ? buildAssignments : own, target.key, {
            op: nameOf(child(tree, 'op'))!,
            rhs: argumentsOf(tree)[0]!,
            scope: at,
            line: line(at, tree),
          });
        }
      }
      const dirValue = parts.dir === undefined ? undefined : evaluate(parts.dir, fileScope);
      const dir =
        dirValue?.kind === 'file'
          ? posix.resolve(root, dirValue.path)
          : posix.join(root, parts.dir === undefined ? name : sourceOf(source.text, parts.dir));
      projects.push({ name, file: source.file, line: line(fileScope, statement), dir, isMdoc, dependsOn, own });
    }
  }

  return {
    root,
    projects: projects.map((project) => {
      const cache = new Map<string, SettingValue>();
      const fold = (
        assignments: readonly Assignment[],
        key: string,
        start: SettingValue,
        read: (key: string, thisBuild: boolean) => SbtValue | undefined,
      ): SettingValue => {
        let current = start;
        for (const assignment of assignments) {
          const reader = (readKey: string, thisBuild: boolean, at: number): SbtValue =>
            readKey === key && !thisBuild
              ? (current.value ?? { kind: 'computed', text: `${key}.value`, file: assignment.scope.file, at })
              : (read(readKey, thisBuild) ?? {
                  kind: 'computed',
                  text: thisBuild ? `(ThisBuild / ${readKey}).value` : `${readKey}.value`,
                  file: assignment.scope.file,
                  at,
                });
          const value = evaluate(assignment.rhs, assignment.scope, reader);
          const here = { file: assignment.scope.file, line: assignment.line };
          const text = sourceOf(assignment.scope.text, assignment.rhs);
          if (assignment.op === ':=') {
            // `key := f(key.value)`: sbt changes the value it had; the import keeps it and says so.
            const changes =
              value.kind === 'computed' && new RegExp(`\\b${key}\\.value\\b`).test(text) && current.value !== undefined;
            current = changes
              ? { ...current, transforms: [...current.transforms, { text, ...here }] }
              : { value, ...here, transforms: [] };
          } else if (assignment.op === '+=' || assignment.op === '++=') {
            const added = assignment.op === '+=' ? [value] : value.kind === 'list' ? value.items : [value];
            const before =
              current.value === undefined ? [] : current.value.kind === 'list' ? current.value.items : [current.value];
            current = {
              value: { kind: 'list', items: before.concat(added), at: value.at },
              ...here,
              transforms: current.transforms,
            };
          } else {
            current = {
              ...current,
              transforms: current.transforms.concat({ text: `${key} ${assignment.op} ${text}`, ...here }),
            };
          }
        }
        return current;
      };
      const none: SettingValue = { value: undefined, file: project.file, line: project.line, transforms: [] };
      const buildSetting = (key: string): SettingValue =>
        fold(buildAssignments.get(key) ?? [], key, defaultOf(key, true), readSetting);
      function defaultOf(key: string, thisBuild: boolean): SettingValue {
        if (key === 'baseDirectory')
          return { ...none, value: { kind: 'file', path: thisBuild ? root : project.dir, at: 0 } };
        if (key === 'target' && !thisBuild)
          return { ...none, value: { kind: 'file', path: posix.join(project.dir, 'target'), at: 0 } };
        return none;
      }
      /** A setting read with `.value`; undefined when neither the project nor the build sets it. */
      function readSetting(key: string, thisBuild: boolean): SbtValue | undefined {
        return (thisBuild ? buildSetting(key) : setting(key)).value;
      }
      function setting(key: string): SettingValue {
        let found = cache.get(key);
        if (found === undefined) {
          // A setting read while it is read (a cycle) is sbt's to compute.
          cache.set(key, { ...none, value: { kind: 'computed', text: `${key}.value`, file: project.file, at: 0 } });
          const own = project.own.get(key) ?? [];
          const inherited = buildSetting(key);
          found = fold(own, key, inherited.value === undefined ? defaultOf(key, false) : inherited, readSetting);
          cache.set(key, found);
        }
        return found;
      }
      return {
        name: project.name,
        file: project.file,
        line: project.line,
        dir: project.dir,
        isMdoc: project.isMdoc,
        dependsOn: project.dependsOn,
        setting,
      };
    }),
  };
}
