/**
 * A JavaScript literal as MDX pages write them in attributes (`values={[{label: 'sbt', value:
 * 'sbt'},]}`), read without running any code: arrays, objects with plain or quoted keys, strings
 * in any quotes (a template without `${}`), numbers, true, false and null, trailing commas
 * allowed. Anything else (a variable, a call, a spread) is code, reported with what was found.
 */
export type JsLiteral = string | number | boolean | null | JsLiteral[] | { [key: string]: JsLiteral };

export class JsLiteralError extends Error {}

export function parseJsLiteral(text: string): JsLiteral {
  const reader = { text, at: 0 };
  const value = readValue(reader);
  skipSpace(reader);
  if (reader.at < text.length) throw new JsLiteralError(`"${excerpt(reader)}" follows the value`);
  return value;
}

interface Reader {
  readonly text: string;
  at: number;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*/;
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;

function readValue(reader: Reader): JsLiteral {
  skipSpace(reader);
  const char = reader.text[reader.at];
  if (char === '[') return readArray(reader);
  if (char === '{') return readObject(reader);
  if (char === '"' || char === "'" || char === '`') return readString(reader);
  const rest = reader.text.slice(reader.at);
  const number = NUMBER.exec(rest)?.[0];
  if (number !== undefined) {
    reader.at += number.length;
    return Number(number);
  }
  const word = IDENTIFIER.exec(rest)?.[0];
  const words: Record<string, JsLiteral> = { true: true, false: false, null: null };
  if (word !== undefined && Object.hasOwn(words, word) && !/^[\w$.(]/.test(rest.slice(word.length))) {
    reader.at += word.length;
    return words[word]!;
  }
  if (char === undefined) throw new JsLiteralError('it ends where a value should be');
  throw new JsLiteralError(`"${excerpt(reader)}" is code, not a literal value`);
}

function readArray(reader: Reader): JsLiteral[] {
  reader.at += 1;
  const items: JsLiteral[] = [];
  for (;;) {
    skipSpace(reader);
    if (reader.text[reader.at] === ']') {
      reader.at += 1;
      return items;
    }
    items.push(readValue(reader));
    expectSeparator(reader, ']');
  }
}

function readObject(reader: Reader): { [key: string]: JsLiteral } {
  reader.at += 1;
  const object: { [key: string]: JsLiteral } = {};
  for (;;) {
    skipSpace(reader);
    const char = reader.text[reader.at];
    if (char === '}') {
      reader.at += 1;
      return object;
    }
    let key: string;
    if (char === '"' || char === "'") key = readString(reader);
    else {
      const identifier = IDENTIFIER.exec(reader.text.slice(reader.at))?.[0];
      if (identifier === undefined) throw new JsLiteralError(`"${excerpt(reader)}" stands where a key should be`);
      key = identifier;
      reader.at += identifier.length;
    }
    skipSpace(reader);
    if (reader.text[reader.at] !== ':') throw new JsLiteralError(`the key ${key} has no ": value"`);
    reader.at += 1;
    object[key] = readValue(reader);
    expectSeparator(reader, '}');
  }
}

function expectSeparator(reader: Reader, closer: string): void {
  skipSpace(reader);
  const char = reader.text[reader.at];
  if (char === ',') reader.at += 1;
  else if (char !== closer)
    throw new JsLiteralError(
      char === undefined
        ? `it is never closed with "${closer}"`
        : `"${excerpt(reader)}" stands where "," or "${closer}" should be`,
    );
}

function readString(reader: Reader): string {
  const quote = reader.text[reader.at]!;
  let value = '';
  for (let index = reader.at + 1; index < reader.text.length; index++) {
    const char = reader.text[index]!;
    if (char === quote) {
      reader.at = index + 1;
      return value;
    }
    if (char === '\\') {
      const next = reader.text[index + 1] ?? '';
      value += ({ n: '\n', t: '\t' } as Record<string, string>)[next] ?? next;
      index += 1;
    } else if (quote === '`' && reader.text.startsWith('${', index)) {
      throw new JsLiteralError(`the template \`${reader.text.slice(reader.at + 1, index + 2)}…\` computes its text`);
    } else if (char === '\n' && quote !== '`') {
      break;
    } else value += char;
  }
  throw new JsLiteralError(`the string ${excerpt(reader)} is never closed`);
}

function skipSpace(reader: Reader): void {
  while (reader.at < reader.text.length && /\s/.test(reader.text[reader.at]!)) reader.at += 1;
}

function excerpt(reader: Reader): string {
  const rest = reader.text.slice(reader.at).split('\n')[0]!;
  return rest.length > 20 ? `${rest.slice(0, 20)}…` : rest;
}

/** A literal as pages write it, for messages: `{label: 'sbt', value: 'sbt'}`. */
export function formatJsLiteral(value: JsLiteral): string {
  if (typeof value === 'string') return `'${value.replace(/[\\']/g, (char) => `\\${char}`)}'`;
  if (Array.isArray(value)) return `[${value.map(formatJsLiteral).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : formatJsLiteral(key)}: ${formatJsLiteral(item)}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return String(value);
}
