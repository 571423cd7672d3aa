import { codeFenceTracker } from './code-fences.js';

/**
 * Container directives in the Docusaurus style:
 *
 *   :::name[label]{key="value"} rest of line
 *   body (any markdown)
 *   :::
 *
 * Containers nest by counting openers and closers, so both `::::tabs` around `:::tab` and
 * same-length nesting work. Fenced code inside a body is skipped, so a ``` block may show `:::`.
 */
export interface ContainerDirective {
  /** Exactly the consumed source, as marked needs to advance. */
  raw: string;
  name: string;
  label: string | undefined;
  attributes: Record<string, string>;
  /** Text after the name/label/attributes on the opening line, trimmed. */
  rest: string;
  /** Lines between the opener and the closer; starts on the line after the opener. */
  body: string;
}

type DirectiveMatch = { kind: 'container'; directive: ContainerDirective } | { kind: 'unclosed'; name: string };

const OPENER = /^ {0,3}:{3,}([A-Za-z][\w-]*)(.*)$/;
const CLOSER = /^ {0,3}:{3,}\s*$/;

/**
 * Offset of the next line that opens a directive, for marked's `start` hook so a directive can
 * interrupt a paragraph. marked passes the paragraph minus its first character, so offset 0 is
 * mid-line and never counts.
 */
export function findDirectiveStart(src: string): number | undefined {
  const match = /\n {0,3}:{3,}[A-Za-z]/.exec(src);
  return match === null ? undefined : match.index + 1;
}

export function matchContainerDirective(src: string): DirectiveMatch | undefined {
  const firstBreak = src.indexOf('\n');
  const firstLine = firstBreak === -1 ? src : src.slice(0, firstBreak);
  const opener = OPENER.exec(firstLine);
  if (!opener) return undefined;
  const name = opener[1] ?? '';
  const { label, attributes, rest } = parseOpenerTail(opener[2] ?? '');

  const lines = src.split('\n');
  let depth = 0;
  const inCode = codeFenceTracker();
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (inCode(line)) continue;
    if (OPENER.test(line)) {
      depth += 1;
    } else if (CLOSER.test(line)) {
      if (depth === 0) {
        const consumedLines = lines.slice(0, index + 1).join('\n');
        const raw = consumedLines.length < src.length ? `${consumedLines}\n` : consumedLines;
        return {
          kind: 'container',
          directive: { raw, name, label, attributes, rest, body: lines.slice(1, index).join('\n') },
        };
      }
      depth -= 1;
    }
  }
  return { kind: 'unclosed', name };
}

function parseOpenerTail(tail: string): {
  label: string | undefined;
  attributes: Record<string, string>;
  rest: string;
} {
  let remaining = tail;
  let label: string | undefined;
  if (remaining.startsWith('[')) {
    const end = closingBracket(remaining);
    if (end !== -1) {
      label = remaining.slice(1, end).trim();
      remaining = remaining.slice(end + 1);
    }
  }
  const attributes: Record<string, string> = {};
  if (remaining.startsWith('{')) {
    const end = remaining.indexOf('}');
    if (end !== -1) {
      for (const match of remaining
        .slice(1, end)
        .matchAll(/([A-Za-z_][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))/g)) {
        attributes[match[1] ?? ''] = match[2] ?? match[3] ?? match[4] ?? '';
      }
      remaining = remaining.slice(end + 1);
    }
  }
  return { label, attributes, rest: remaining.trim() };
}

/** Index of the `]` matching the `[` at 0, honouring nesting and backslash escapes; -1 if none. */
function closingBracket(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '[') depth += 1;
    else if (char === ']') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
