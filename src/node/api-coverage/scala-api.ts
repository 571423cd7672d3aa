/**
 * The public API of Scala 2 sources, as a reader of the docs meets it: type classes (traits over
 * an effect `F[_]`) with their methods, syntax (methods of `…Ops` and implicit classes, of
 * syntax packages, and of function bundles imported as `object X extends X`), and the instances
 * objects offer (implicit objects, vals and defs). A light reading of the source text, enough for
 * a released library's plain declarations.
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

interface Scope {
  kind: 'package' | 'trait' | 'class' | 'object' | 'def' | 'val' | 'block';
  name: string;
  hidden: boolean;
  typeClass: boolean;
  ops: boolean;
  /** A trait whose companion object extends it: its methods are imported as functions. */
  bundle: boolean;
}

const DECLARATION =
  /((?:@\w+\s+)*)((?:(?:private|protected)(?:\[[^\]]*\])?\s+)?)((?:(?:final|sealed|abstract|implicit|case|override|lazy)\s+)*)(trait|class|object|def|val|var)\s+([A-Za-z_][\w]*|`[^`]+`)/y;

/** The balanced `[…]` that starts at `index`, or '' when none does. */
function typeParameters(text: string, index: number): string {
  if (text[index] !== '[') return '';
  let depth = 0;
  for (let cursor = index; cursor < text.length; cursor++) {
    if (text[cursor] === '[') depth++;
    else if (text[cursor] === ']' && --depth === 0) return text.slice(index, cursor + 1);
  }
  return '';
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

/**
 * Where the declaration that starts at `from` ends: at its `=` or body, or at the end of its
 * line unless the next line goes on with it (`extends`, `with`, a parameter list, a type).
 */
function declarationEnd(text: string, from: number): number {
  let depth = 0;
  for (let index = from; index < text.length; index++) {
    const char = text[index]!;
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth > 0) continue;
    else if (char === '{' || char === '}' || char === ';') return index;
    else if (char === '=' && text[index + 1] !== '>' && !/[=!<>:]/.test(text[index - 1] ?? '')) return index;
    else if (char === '\n') {
      const before = text.slice(from, index).trimEnd();
      const after = text.slice(index + 1).trimStart();
      if (!/(?:[:,]|=>|\bextends|\bwith)$/.test(before) && !/^(?:extends\b|with\b|[:([])/.test(after)) return index;
    }
  }
  return text.length;
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

/** The public API declared in one Scala source file. */
export function scalaApi(source: string): DeclaredItem[] {
  const text = blankCommentsAndStrings(source);
  const packageName = [...text.matchAll(/^\s*package\s+([\w.]+)\s*$/gm)].map((match) => match[1]).join('.');
  const inSyntaxPackage = packageName.split('.').includes('syntax');
  const bundles = new Set(
    [...text.matchAll(/\bobject\s+(\w+)\s+extends\s+(\w+)\b/g)]
      .filter((match) => match[1] === match[2])
      .map((match) => match[1]!),
  );
  const items: DeclaredItem[] = [];
  const stack: Scope[] = [
    { kind: 'package', name: packageName, hidden: false, typeClass: false, ops: false, bundle: false },
  ];
  let pending: Scope | undefined;
  let parens = 0;

  const qualified = () =>
    stack
      .filter((scope) => scope.kind !== 'block' && scope.name !== '')
      .map((scope) => scope.name)
      .join('.');
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '(') parens++;
    else if (char === ')') parens--;
    else if (char === '{') {
      stack.push(pending ?? { kind: 'block', name: '', hidden: false, typeClass: false, ops: false, bundle: false });
      pending = undefined;
    } else if (char === '}') {
      stack.pop();
      pending = undefined;
    } else if (/[a-z@]/.test(char) && (index === 0 || /[\s;{}(),]/.test(text[index - 1]!)) && parens === 0) {
      DECLARATION.lastIndex = index;
      const match = DECLARATION.exec(text);
      if (match === null) continue;
      const [, , access, modifiers, keyword, rawName] = match;
      const typeParams = typeParameters(text, match.index + match[0].length);
      const name = rawName!.replace(/`/g, '');
      const owner = stack[stack.length - 1]!;
      const hidden =
        access !== '' ||
        stack.some((scope) => scope.hidden || scope.kind === 'def' || scope.kind === 'val' || scope.kind === 'block');
      const kind = keyword === 'var' ? 'val' : (keyword as Scope['kind']);
      const scope: Scope = {
        kind,
        name,
        hidden,
        typeClass: kind === 'trait' && /^\[\s*F\s*\[\s*[_*]\s*\]/.test(typeParams),
        ops: kind === 'class' && (/\bimplicit\b/.test(modifiers!) || name.endsWith('Ops')),
        bundle: kind === 'trait' && bundles.has(name),
      };
      if (!hidden) {
        const start = match.index + match[1]!.length + access!.length;
        const signature = cleanSignature(text.slice(start, declarationEnd(text, match.index + match[0].length)));
        const implicit = /\bimplicit\b/.test(modifiers!);
        if (scope.typeClass)
          items.push({ kind: 'type class', name, qualifiedName: `${qualified()}.${name}`, signature });
        // Implicit conversions are how syntax arrives, not names a reader calls.
        if (kind === 'def' && name !== 'apply' && name !== 'unapply' && !implicit) {
          const where = `${qualified()}#${name}`;
          if (owner.typeClass) items.push({ kind: 'method', name, qualifiedName: where, signature });
          else if (
            owner.ops ||
            owner.bundle ||
            (inSyntaxPackage && (owner.kind === 'trait' || owner.kind === 'object'))
          )
            items.push({ kind: 'syntax', name, qualifiedName: where, signature });
        }
        // What an object offers implicitly is an instance; in a trait or class it is a conversion or a helper.
        if (implicit && owner.kind === 'object' && kind !== 'class' && kind !== 'trait') {
          items.push({
            kind: 'instance',
            name,
            qualifiedName: kind === 'object' ? `${qualified()}.${name}` : `${qualified()}#${name}`,
            signature,
          });
        }
      }
      pending = scope;
      index = match.index + match[0].length - 1;
    }
  }
  return items;
}
