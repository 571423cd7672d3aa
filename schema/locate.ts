import { isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from 'yaml';

export type ConfigPath = ReadonlyArray<string | number>;

interface Location {
  line: number;
  column: number;
}

/** `navbar.items[2].position`: how a site owner reads a path in their YAML. */
export function formatPath(path: ConfigPath): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text === '' ? key : `${text}.${key}`),
    '',
  );
}

export interface YamlSource {
  fileName: string;
  document: Document;
  lineCounter: LineCounter;
}

export function parseYamlSource(text: string, fileName: string): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  return { fileName, document, lineCounter };
}

/**
 * Line and column of the value at `path`, or of its nearest ancestor that exists (a missing
 * key is reported where it should have been written).
 */
export function locate(source: YamlSource, path: ConfigPath): Location {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = source.document.getIn(path.slice(0, length), true);
    if (isNode(node) && node.range) {
      const { line, col } = source.lineCounter.linePos(node.range[0]);
      return { line, column: col };
    }
  }
  return { line: 1, column: 1 };
}

/** Line and column of a key of the mapping at `parentPath` (where an unknown key is written). */
export function locateKey(source: YamlSource, parentPath: ConfigPath, key: string): Location {
  const parent = source.document.getIn(parentPath, true);
  if (isMap(parent)) {
    const pair = parent.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === key);
    if (isNode(pair?.key) && pair.key.range) {
      const { line, col } = source.lineCounter.linePos(pair.key.range[0]);
      return { line, column: col };
    }
  }
  return locate(source, [...parentPath, key]);
}

export function valueAt(source: YamlSource, path: ConfigPath): unknown {
  const value = source.document.getIn(path, false);
  return isNode(value) ? value.toJSON() : value;
}
