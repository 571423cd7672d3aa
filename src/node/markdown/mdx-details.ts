import { codeFenceTracker } from './code-fences.js';
import { dedent } from './mdx-elements.js';
import type { TranslateBody } from './mdx-tabs.js';

const OPENER = /^(\s*)<details(\s+open)?\s*>\s*(?:<summary>(.*)<\/summary>)?\s*$/;
const SUMMARY = /^\s*<summary>(.*)<\/summary>\s*$/;
const NESTED_OPENER = /^\s*<details[\s>]/;
const CLOSER = /^\s*<\/details>\s*$/;

/**
 * `<details>` with its `<summary>` as a `:::details` block, so that what it holds is Markdown
 * however it is indented or spaced, as MDX reads it (HTML in Markdown would take it as HTML up to
 * its first blank line). Returns the index of its `</details>` line, or undefined for a form it
 * does not know (other attributes, a closer sharing a line), which is left to Markdown as HTML.
 */
export function translateDetails(
  lines: readonly string[],
  start: number,
  firstLine: number,
  out: string[],
  translateBody: TranslateBody,
): number | undefined {
  const opener = OPENER.exec(lines[start]!);
  if (opener === null) return undefined;
  const [, indent = '', open, inlineSummary] = opener;
  const end = closingDetails(lines, start);
  if (end === undefined) return undefined;
  let summary = inlineSummary;
  let bodyStart = start + 1;
  if (summary === undefined) {
    const next = lines.findIndex((line, index) => index > start && line.trim() !== '');
    const match = next === -1 || next >= end ? null : SUMMARY.exec(lines[next]!);
    if (match !== null) {
      summary = match[1];
      out.fill('', bodyStart, next + 1);
      bodyStart = next + 1;
    }
  }
  if (summary !== undefined && !balancedBrackets(summary)) return undefined;
  const body = translateBody(dedent(lines.slice(bodyStart, end)), firstLine + bodyStart).map((line) =>
    line === '' ? '' : line.replace(/^/gm, indent),
  );
  out[start] =
    `${indent}:::details${summary === undefined ? '' : `[${summary.trim()}]`}${open === undefined ? '' : '{open="open"}'}`;
  out.splice(bodyStart, body.length, ...body);
  out[end] = `${indent}:::`;
  return end;
}

function closingDetails(lines: readonly string[], start: number): number | undefined {
  let depth = 0;
  const inCode = codeFenceTracker();
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (inCode(line)) continue;
    if (NESTED_OPENER.test(line)) depth += 1;
    if (line.includes('</details>')) {
      if (!CLOSER.test(line)) return undefined;
      if (depth === 0) return index;
      depth -= 1;
    }
  }
  return undefined;
}

function balancedBrackets(text: string): boolean {
  let depth = 0;
  for (const char of text.replace(/\\./g, '')) {
    if (char === '[') depth += 1;
    else if (char === ']' && --depth < 0) return false;
  }
  return depth === 0;
}
