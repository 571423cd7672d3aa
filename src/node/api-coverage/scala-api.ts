import { child, isTree, nameOf, parseScala, type ScalaTree } from '../import-docusaurus/scala-syntax';

/**
 * The public API of Scala 2 sources, as a reader of the docs meets it: type classes (traits over
 * an effect `F[_]`) with their methods, syntax (methods of `…Ops` and implicit classes, of
 * syntax packages, and of function bundles imported as `object X extends X`), and the instances
 * objects offer (implicit objects, vals and defs). The declarations are read from scalameta's
 * syntax tree of the file.
 */

type ApiKind = 'type class' | 'method' | 'syntax' | 'instance';

export interface ApiItem {
  kind: ApiKind;
  /** The name a page must mention. */
  name: string;
  /**
   * Where it is declared, as the compiler names it: effectie.core.CanCatch,
   * effectie.core.CanCatch#catchNonFatal, effectie.instances.ce3.fx.ioFx (an object).
   */
  qualifiedName: string;
}

/** An item with its declaration as written, without body, annotations or comments. */
export interface DeclaredItem extends ApiItem {
  signature: string;
}

/** Source without comments and without the contents of string literals, same length. */
export function blankCommentsAndStrings(source: string): string {
  let out = '';
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index, index + 3);
    if (rest.startsWith('//')) {
      const end = source.indexOf('\n', index);
      const stop = end < 0 ? source.length : end;
      out += ' '.repeat(stop - index);
      index = stop;
    } else if (rest.startsWith('/*')) {
      let depth = 0;
      let cursor = index;
      do {
        if (source.startsWith('/*', cursor)) {
          depth++;
          cursor += 2;
        } else if (source.startsWith('*/', cursor)) {
          depth--;
          cursor += 2;
        } else cursor++;
      } while (depth > 0 && cursor < source.length);
      out += source.slice(index, cursor).replace(/[^\n]/g, ' ');
      index = cursor;
    } else if (rest === '"""') {
      const end = source.indexOf('"""', index + 3);
      const stop = end < 0 ? source.length : end + 3;
      out += `"${source.slice(index + 1, stop - 1).replace(/[^\n]/g, ' ')}"`;
      index = stop;
    } else if (source[index] === '"') {
      let cursor = index + 1;
      while (cursor < source.length && source[cursor] !== '"' && source[cursor] !== '\n')
        cursor += source[cursor] === '\\' ? 2 : 1;
      out += `"${' '.repeat(Math.max(0, cursor - index - 1))}"`;
      index = cursor + 1;
    } else if (source[index] === "'" && /^'(?:\\.|[^\\'])'/.test(source.slice(index, index + 4))) {
      const literal = /^'(?:\\.|[^\\'])'/.exec(source.slice(index, index + 4))![0];
      out += ' '.repeat(literal.length);
      index += literal.length;
    } else {
      out += source[index];
      index++;
    }
  }
  return out;
}

/** A declaration as a reader reads it: one line, no annotations, `F[_]` for kind-projector's `F[*]`. */
function cleanSignature(declaration: string): string {
  return declaration
    .replace(/@\w+(?:\([^)]*\))?\s+/g, '')
    .replace(/\b(?:override|final)\s+/g, '')
    .replace(/\s+/g, ' ')
    .replace(/([([]) /g, '$1')
    .replace(/ ([)\]])/g, '$1')
    .replace(/\[\*\]/g, '[_]')
    .trim();
}

interface Scope {
  kind: 'package' | 'trait' | 'class' | 'object' | 'def' | 'val';
  name: string;
  hidden: boolean;
  typeClass: boolean;
  ops: boolean;
  /** A trait whose companion object extends it: its methods are imported as functions. */
  bundle: boolean;
}

const KINDS: Readonly<Record<string, Scope['kind']>> = {
  'Defn.Trait': 'trait',
  'Defn.Class': 'class',
  'Defn.Object': 'object',
  'Pkg.Object': 'object',
  'Defn.Def': 'def',
  'Decl.Def': 'def',
  'Defn.Val': 'val',
  'Decl.Val': 'val',
  'Defn.Var': 'val',
  'Decl.Var': 'val',
};

const trees = (value: unknown): ScalaTree[] => (Array.isArray(value) ? value.filter(isTree) : []);
const mods = (tree: ScalaTree) => trees(tree.mods).map((mod) => mod.type);

/** The declared name: of a definition, or of a val's one variable (`val (a, b)` declares none here). */
function declaredName(tree: ScalaTree): string | undefined {
  const name = nameOf(child(tree, 'name')) ?? (child(tree, 'name')?.value as string | undefined);
  if (name !== undefined) return name;
  const patterns = trees(tree.pats);
  return patterns.length === 1 && patterns[0]!.type === 'Pat.Var' ? nameOf(child(patterns[0]!, 'name')) : undefined;
}

/** `F[_]` (or kind-projector's `F[*]`) as the first type parameter. */
function overEffect(tree: ScalaTree): boolean {
  const first = trees(child(tree, 'tparamClause')?.values)[0];
  const inner = first === undefined ? [] : trees(child(first, 'tparamClause')?.values);
  return (
    nameOf(child(first ?? tree, 'name')) === 'F' &&
    first !== undefined &&
    inner.length === 1 &&
    ['_', '*'].includes(String(child(inner[0]!, 'name')?.value)) &&
    trees(child(inner[0]!, 'tparamClause')?.values).length === 0
  );
}

/** The statements of a package, a template's body or a block. */
function statements(tree: ScalaTree): ScalaTree[] {
  if (tree.type === 'Pkg') return trees(child(tree, 'body')?.stats);
  const template = child(tree, 'templ');
  if (template !== undefined) return trees(child(template, 'body')?.stats);
  return [];
}

/** Where the declaration's text starts: after its annotations. */
const declarationStart = (tree: ScalaTree) =>
  Math.max(
    tree.pos.start,
    ...trees(tree.mods)
      .filter((mod) => mod.type === 'Mod.Annot')
      .map((mod) => mod.pos.end),
  );

/** Where the declaration's text ends: at its body (after its `=`), or its template's `{`. */
function declarationEnd(tree: ScalaTree, text: string): number {
  const body = child(tree, 'body') ?? child(tree, 'rhs');
  if (body !== undefined) return body.pos.start;
  const templateBody = child(child(tree, 'templ') ?? tree, 'body');
  if (templateBody !== undefined && text[templateBody.pos.start] === '{') return templateBody.pos.start;
  return tree.pos.end;
}

/** The public API declared in one Scala source file. */
export function scalaApi(source: string): DeclaredItem[] {
  const text = blankCommentsAndStrings(source);
  const top = parseScala(source, 'scala-2.13');
  const packages: string[] = [];
  let level = top;
  for (let only = level; only.length === 1 && only[0]!.type === 'Pkg'; only = level) {
    packages.push(packageName(child(only[0]!, 'ref')));
    level = statements(only[0]!);
  }
  const inSyntaxPackage = packages.join('.').split('.').includes('syntax');
  const bundles = new Set<string>();
  const findBundles = (tree: ScalaTree): void => {
    const name = declaredName(tree);
    const parents = trees(child(tree, 'templ')?.inits).map((init) => nameOf(child(init, 'tpe')));
    if (tree.type === 'Defn.Object' && name !== undefined && parents[0] === name) bundles.add(name);
    statements(tree).forEach(findBundles);
  };
  top.forEach(findBundles);
  const items: DeclaredItem[] = [];

  const visit = (tree: ScalaTree, stack: Scope[]): void => {
    const kind = KINDS[tree.type];
    const name = kind === undefined ? undefined : declaredName(tree);
    if (kind === undefined || name === undefined) {
      if (tree.type === 'Pkg') for (const each of statements(tree)) visit(each, stack);
      return;
    }
    const modifiers = mods(tree);
    const implicit = modifiers.includes('Mod.Implicit');
    const owner = stack[stack.length - 1]!;
    const hidden =
      modifiers.includes('Mod.Private') ||
      modifiers.includes('Mod.Protected') ||
      stack.some((scope) => scope.hidden || scope.kind === 'def' || scope.kind === 'val');
    const scope: Scope = {
      kind,
      name,
      hidden,
      typeClass: kind === 'trait' && overEffect(tree),
      ops: kind === 'class' && (implicit || name.endsWith('Ops')),
      bundle: kind === 'trait' && bundles.has(name),
    };
    if (!hidden) {
      const qualified = stack
        .map((each) => each.name)
        .filter((each) => each !== '')
        .join('.');
      const signature = cleanSignature(
        text.slice(declarationStart(tree), declarationEnd(tree, text)).replace(/=\s*$/, ''),
      );
      if (scope.typeClass) items.push({ kind: 'type class', name, qualifiedName: `${qualified}.${name}`, signature });
      // Implicit conversions are how syntax arrives, not names a reader calls.
      if (kind === 'def' && name !== 'apply' && name !== 'unapply' && !implicit) {
        const where = `${qualified}#${name}`;
        if (owner.typeClass) items.push({ kind: 'method', name, qualifiedName: where, signature });
        else if (owner.ops || owner.bundle || (inSyntaxPackage && (owner.kind === 'trait' || owner.kind === 'object')))
          items.push({ kind: 'syntax', name, qualifiedName: where, signature });
      }
      // What an object offers implicitly is an instance; in a trait or class it is a conversion or a helper.
      if (implicit && owner.kind === 'object' && kind !== 'class' && kind !== 'trait') {
        items.push({
          kind: 'instance',
          name,
          qualifiedName: kind === 'object' ? `${qualified}.${name}` : `${qualified}#${name}`,
          signature,
        });
      }
    }
    for (const each of statements(tree)) visit(each, [...stack, scope]);
  };
  const root: Scope = {
    kind: 'package',
    name: packages.join('.'),
    hidden: false,
    typeClass: false,
    ops: false,
    bundle: false,
  };
  for (const each of level) visit(each, [root]);
  return items;
}

/** `a.b.c` from a package clause's reference. */
function packageName(ref: ScalaTree | undefined): string {
  if (ref === undefined) return '';
  if (ref.type === 'Term.Select') return `${packageName(child(ref, 'qual'))}.${nameOf(child(ref, 'name'))}`;
  return nameOf(ref) ?? '';
}
