import { posix } from 'node:path';
import { argumentsOf, child, isTree, nameOf, type ScalaTree, statementsOf } from './scala-syntax';

/**
 * What a build.sbt expression is, when it is written as a literal or made of literals (a string,
 * `file("docs")`, `"org" %% "name" % "1.0"`, `List(...)`, `Map("A" -> "b")`, a `val` holding one);
 * `computed` when sbt computes it (a task, git, a function of what only sbt knows).
 */
export type SbtValue =
  | { kind: 'string'; value: string; at: number }
  | { kind: 'list'; items: SbtValue[]; at: number }
  | { kind: 'map'; entries: Array<{ key: SbtValue; value: SbtValue }>; at: number }
  | { kind: 'pair'; key: SbtValue; value: SbtValue; at: number }
  /** An absolute path, `/`-separated. */
  | { kind: 'file'; path: string; at: number }
  | {
      kind: 'module';
      group: string;
      name: string;
      /** `%%` (or `%%%`): the artifact carries the Scala binary version; a string forces one (`.cross(CrossVersion.for3Use2_13)`). */
      cross: boolean | string;
      version: SbtValue | undefined;
      configuration: string | undefined;
      at: number;
    }
  | { kind: 'scope'; scope: Scope; at: number }
  /** A setting key (`scalaVersion`, `ThisBuild / baseDirectory`), read with `.value`. */
  | { kind: 'key'; key: string; thisBuild: boolean; at: number }
  /** `file` is the build file it is written in, from the build's folder. */
  | { kind: 'computed'; text: string; file: string; at: number };

export type Computed = Extract<SbtValue, { kind: 'computed' }>;

/** What `.value` of a setting key gives in the project being read. */
export type SettingReader = (key: string, thisBuild: boolean, at: number) => SbtValue;

/** A name of the build: a val's or object's tree (its value once known), or a def's body and parameters. */
interface Binding {
  tree: ScalaTree | undefined;
  params?: string[];
  value?: SbtValue;
}

/** The names a piece of build code sees: its own vals, defs and objects, then the enclosing ones. */
export class Scope {
  private readonly bindings = new Map<string, Binding>();

  /** `text` is the build file `file` (from the build's folder) the statements are written in. */
  constructor(
    readonly file: string,
    readonly text: string,
    readonly parent: Scope | undefined = undefined,
  ) {}

  /** Binds the vals, lazy vals, defs and objects of `statements`. */
  declare(statements: readonly ScalaTree[]): this {
    for (const statement of statements) {
      if (statement.type === 'Defn.Val' || statement.type === 'Defn.Var') {
        const pats = (statement.pats as ScalaTree[]).filter(isTree);
        const name = pats.length === 1 && pats[0]!.type === 'Pat.Var' ? nameOf(child(pats[0]!, 'name')) : undefined;
        if (name !== undefined) this.bindings.set(name, { tree: child(statement, 'rhs') });
      } else if (statement.type === 'Defn.Def') {
        const name = nameOf(child(statement, 'name'));
        const groups = (statement.paramClauseGroups as ScalaTree[] | undefined) ?? [];
        const params = groups.flatMap((group) =>
          ((group.paramClauses as ScalaTree[]) ?? []).flatMap((clause) =>
            ((clause.values as ScalaTree[]) ?? []).map((param) => nameOf(child(param, 'name')) ?? ''),
          ),
        );
        if (name !== undefined) this.bindings.set(name, { tree: child(statement, 'body'), params });
      } else if (statement.type === 'Defn.Object') {
        const name = nameOf(child(statement, 'name'));
        const scope = new Scope(this.file, this.text, this).declare(statementsOf(statement));
        if (name !== undefined) this.bindings.set(name, { tree: undefined, value: { kind: 'scope', scope, at: 0 } });
      }
    }
    return this;
  }

  /** Binds `name` to a known value (a def's parameter). */
  bind(name: string, value: SbtValue): this {
    this.bindings.set(name, { tree: undefined, value });
    return this;
  }

  lookup(name: string): (Binding & { scope: Scope }) | undefined {
    const found = this.bindings.get(name);
    if (found !== undefined) return Object.assign(found, { scope: this });
    return this.parent?.lookup(name);
  }
}

/** `text` of `tree`, on one line, to quote what sbt computes. */
export const sourceOf = (text: string, tree: ScalaTree) =>
  text.slice(tree.pos.start, tree.pos.end).replace(/\s+/g, ' ').trim();

const KEY_MAKERS = new Set(['settingKey', 'taskKey', 'inputKey', 'SettingKey', 'TaskKey']);
const isKeyDefinition = (tree: ScalaTree) => {
  const fun = tree.type === 'Term.Apply' ? child(tree, 'fun') : undefined;
  const maker = fun?.type === 'Term.ApplyType' ? child(fun, 'fun') : fun;
  return KEY_MAKERS.has(nameOf(maker) ?? '');
};

const COLLECTIONS = new Set(['List', 'Seq', 'Vector', 'Set', 'Array']);
const MODULE_OPTIONS = new Set(['exclude', 'excludeAll', 'withSources', 'withJavadoc', 'intransitive']);
const NO_SETTINGS: SettingReader = (key, thisBuild, at) => ({
  kind: 'computed',
  text: thisBuild ? `(ThisBuild / ${key}).value` : `${key}.value`,
  file: '',
  at,
});

/**
 * Evaluates what can be known of `tree` without running sbt: literals, the vals, objects and
 * defs they name, string interpolation, paths, module ids, collections and maps. Anything else is
 * `computed`, quoting its source.
 */
export function evaluate(tree: ScalaTree, scope: Scope, settings: SettingReader = NO_SETTINGS): SbtValue {
  return new Evaluator(settings).evaluate(tree, scope, 0);
}

class Evaluator {
  constructor(private readonly settings: SettingReader) {}

  evaluate(tree: ScalaTree, scope: Scope, depth: number): SbtValue {
    const at = tree.pos.start;
    const computed: Computed = { kind: 'computed', text: sourceOf(scope.text, tree), file: scope.file, at };
    // A val that names itself, or a def that calls itself, is sbt's to compute.
    if (depth > 60) return computed;
    const next = (inner: ScalaTree, inScope = scope) => this.evaluate(inner, inScope, depth + 1);
    switch (tree.type) {
      case 'Lit.String':
        return { kind: 'string', value: String(tree.value), at };
      case 'Term.Interpolate': {
        if (nameOf(child(tree, 'prefix')) !== 's') return computed;
        const parts = (tree.parts as ScalaTree[]).map((part) => String(part.value));
        const args = (tree.args as ScalaTree[]).map((arg) => next(arg));
        if (!args.every((arg) => arg.kind === 'string')) return computed;
        const value = parts
          .map((part, index) => part + (args[index]?.kind === 'string' ? args[index].value : ''))
          .join('');
        return { kind: 'string', value, at };
      }
      case 'Term.Block': {
        const stats = statementsOf(tree);
        const last = stats.at(-1);
        if (last === undefined || last.type.startsWith('Defn.')) return computed;
        return next(last, new Scope(scope.file, scope.text, scope).declare(stats.slice(0, -1)));
      }
      case 'Term.Name': {
        const name = String(tree.value);
        if (name === 'Nil') return { kind: 'list', items: [], at };
        if (name === 'None') return computed;
        const bound = scope.lookup(name);
        if (bound === undefined) return { kind: 'key', key: name, thisBuild: false, at };
        if (bound.value !== undefined) return bound.value;
        if (bound.tree === undefined || bound.params !== undefined) return computed;
        // `lazy val latestVersion = settingKey[String](…)`: a key of the build's own, set per project.
        if (isKeyDefinition(bound.tree)) return { kind: 'key', key: name, thisBuild: false, at };
        const value = next(bound.tree, bound.scope);
        bound.value = value;
        return value;
      }
      case 'Term.NewAnonymous':
        return { kind: 'scope', scope: new Scope(scope.file, scope.text, scope).declare(statementsOf(tree)), at };
      case 'Term.Tuple': {
        const args = (tree.args as ScalaTree[]).map((arg) => next(arg));
        return args.length === 2 ? { kind: 'pair', key: args[0]!, value: args[1]!, at } : computed;
      }
      case 'Term.Select':
        return this.select(next(child(tree, 'qual')!), nameOf(child(tree, 'name'))!, at, computed, depth);
      case 'Term.ApplyInfix':
        return this.infix(tree, scope, next, computed);
      case 'Term.Match':
        return this.match(tree, scope, next, computed);
      case 'Term.Apply':
        return this.apply(tree, scope, next, computed, depth);
      default:
        return computed;
    }
  }

  /** `option match { case Some(x) => …; case None => … }` on an option known here, and `case "literal"`. */
  private match(
    tree: ScalaTree,
    scope: Scope,
    next: (tree: ScalaTree, inScope?: Scope) => SbtValue,
    computed: Computed,
  ): SbtValue {
    const subject = next(child(tree, 'expr')!);
    const isNone = subject.kind === 'computed' && subject.text === 'None';
    // What the option holds is sbt's to compute: that, rather than the match, is what the report names.
    if (subject.kind === 'computed' && !isNone) return subject;
    const cases = (child(tree, 'casesBlock')?.cases as ScalaTree[] | undefined) ?? [];
    for (const option of cases) {
      const pattern = child(option, 'pat')!;
      const body = child(option, 'body')!;
      if (child(option, 'cond') !== undefined) return computed;
      if (pattern.type === 'Pat.Wildcard') return next(body);
      if (nameOf(pattern) === 'None') {
        if (isNone) return next(body);
        continue;
      }
      if (pattern.type === 'Lit.String') {
        if (subject.kind === 'string' && subject.value === pattern.value) return next(body);
        continue;
      }
      if (pattern.type === 'Pat.Extract' && nameOf(child(pattern, 'fun')) === 'Some') {
        if (isNone) continue;
        const [bound] = argumentsOf(pattern);
        const name = bound?.type === 'Pat.Var' ? nameOf(child(bound, 'name')) : undefined;
        const inner = new Scope(scope.file, scope.text, scope);
        if (name !== undefined) inner.bind(name, subject);
        return next(body, inner);
      }
      if (pattern.type === 'Pat.Var') {
        const name = nameOf(child(pattern, 'name'));
        return next(body, name === undefined ? scope : new Scope(scope.file, scope.text, scope).bind(name, subject));
      }
      return computed;
    }
    return computed;
  }

  private select(qual: SbtValue, name: string, at: number, computed: Computed, depth: number): SbtValue {
    if (qual.kind === 'scope') {
      const bound = qual.scope.lookup(name);
      if (bound === undefined || bound.params !== undefined) return computed;
      if (bound.value !== undefined) return bound.value;
      if (bound.tree === undefined) return computed;
      bound.value = this.evaluate(bound.tree, bound.scope, depth + 1);
      return bound.value;
    }
    if (name === 'value') {
      if (qual.kind === 'key') return this.settings(qual.key, qual.thisBuild, at);
      // `Def.setting(...)`'s value is what it was given.
      return qual.kind === 'computed' ? computed : qual;
    }
    if (qual.kind === 'list' && name === 'head') return qual.items[0] ?? computed;
    if (qual.kind === 'list' && name === 'last') return qual.items.at(-1) ?? computed;
    if (qual.kind === 'list' && (name === 'toList' || name === 'toSeq' || name === 'distinct')) return qual;
    if (qual.kind === 'string' && name === 'trim') return { ...qual, value: qual.value.trim() };
    // An option is read as what it holds: cats' `"1.0".some` is Some("1.0").
    if (name === 'some') return qual;
    return computed;
  }

  private infix(tree: ScalaTree, scope: Scope, next: (tree: ScalaTree) => SbtValue, computed: Computed): SbtValue {
    const at = tree.pos.start;
    const op = nameOf(child(tree, 'op'));
    const args = argumentsOf(tree);
    const lhsTree = child(tree, 'lhs')!;
    if (op === '/' && nameOf(lhsTree) === 'ThisBuild' && args.length === 1) {
      const key = nameOf(args[0]);
      return key === undefined ? computed : { kind: 'key', key, thisBuild: true, at };
    }
    if (args.length !== 1) return computed;
    const lhs = next(lhsTree);
    const rhs = next(args[0]!);
    switch (op) {
      case '->':
        return { kind: 'pair', key: lhs, value: rhs, at };
      case '%%':
      case '%%%':
      case '%':
        if (lhs.kind === 'string' && rhs.kind === 'string')
          return {
            kind: 'module',
            group: lhs.value,
            name: rhs.value,
            cross: op !== '%',
            version: undefined,
            configuration: undefined,
            at,
          };
        if (lhs.kind === 'module' && op === '%') {
          if (lhs.version === undefined) return { ...lhs, version: rhs };
          const configuration =
            rhs.kind === 'string'
              ? rhs.value
              : rhs.kind === 'key'
                ? rhs.key.toLowerCase()
                : sourceOf(scope.text, args[0]!);
          return { ...lhs, configuration };
        }
        return computed;
      case '+':
        return lhs.kind === 'string' && rhs.kind === 'string'
          ? { kind: 'string', value: lhs.value + rhs.value, at }
          : computed;
      case '/':
        return lhs.kind === 'file' && rhs.kind === 'string'
          ? { kind: 'file', path: posix.join(lhs.path, rhs.value), at }
          : computed;
      case '++':
      case ':::':
        return lhs.kind === 'list' && rhs.kind === 'list'
          ? { kind: 'list', items: [...lhs.items, ...rhs.items], at }
          : computed;
      case '::':
      case '+:':
        return rhs.kind === 'list' ? { kind: 'list', items: [lhs, ...rhs.items], at } : computed;
      case ':+':
        return lhs.kind === 'list' ? { kind: 'list', items: [...lhs.items, rhs], at } : computed;
      default:
        return computed;
    }
  }

  private apply(
    tree: ScalaTree,
    scope: Scope,
    next: (tree: ScalaTree, inScope?: Scope) => SbtValue,
    computed: Computed,
    depth: number,
  ): SbtValue {
    const at = tree.pos.start;
    const fun = child(tree, 'fun')!;
    const args = argumentsOf(tree);
    const name = nameOf(fun);
    if (name !== undefined && COLLECTIONS.has(name)) return { kind: 'list', items: args.map((arg) => next(arg)), at };
    if (name === 'Map') {
      const entries = args.map((arg) => next(arg));
      if (!entries.every((entry) => entry.kind === 'pair')) return computed;
      return { kind: 'map', entries: entries.map((entry) => ({ key: entry.key, value: entry.value })), at };
    }
    if (name === 'Some' && args.length === 1) return next(args[0]!);
    if (name === 'file' && args.length === 1) {
      const path = next(args[0]!);
      return path.kind === 'string' ? { kind: 'file', path: path.value, at } : computed;
    }
    let callee: (Binding & { scope: Scope }) | undefined;
    if (fun.type === 'Term.Select') {
      const method = nameOf(child(fun, 'name')) ?? '';
      const owner = child(fun, 'qual')!;
      // `Def.setting(x)`: x, read later with `.value`.
      if (nameOf(owner) === 'Def' && (method === 'setting' || method === 'task') && args.length === 1)
        return next(args[0]!);
      const target = next(owner);
      if (target.kind === 'module' && method === 'cross' && args.length === 1) {
        const mode = sourceOf(scope.text, args[0]!);
        const forced = /for3Use2_13/.test(mode) ? '2.13' : /for2_13Use3/.test(mode) ? '3' : undefined;
        return forced === undefined ? computed : { ...target, cross: forced };
      }
      if (target.kind === 'module' && MODULE_OPTIONS.has(method)) return target;
      if (method === 'getOrElse' && args.length === 1) {
        if (target.kind === 'computed') return target.text === 'None' ? next(args[0]!) : computed;
        return target.kind === 'key' ? computed : target;
      }
      if (target.kind === 'scope') callee = target.scope.lookup(method);
    } else if (name !== undefined) callee = scope.lookup(name);
    // A def of the build, called: its body, its parameters bound to what the arguments are.
    if (callee?.params === undefined || callee.tree === undefined || callee.params.length !== args.length)
      return computed;
    const params = new Scope(callee.scope.file, callee.scope.text, callee.scope);
    for (const [index, param] of callee.params.entries()) params.bind(param, next(args[index]!));
    const result = this.evaluate(callee.tree, params, depth + 1);
    return result.kind === 'computed' ? computed : result;
  }
}
