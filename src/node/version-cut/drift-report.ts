import type { ApiItem } from '../api-coverage/scala-api';
import { plural } from '../../shared/text/plural';
import type { Drift, PageDrift } from './drift';

const needsOwner = (drift: Drift) => drift.pages.filter((page) => page.failures.length > 0);

/** One sentence on the whole cut, the first line of both forms of the report. */
function summary(drift: Drift): string {
  const failing = needsOwner(drift).length;
  const changed = drift.pages.filter((page) => page.failures.length === 0).length;
  return (
    `${drift.previousRelease} is archived as version "${drift.archived.name}" at ${drift.archived.path}; "${drift.currentName}" now documents ${drift.release}. ` +
    `Of ${plural(drift.pageCount, 'page')} with examples, ${failing} no longer compile${failing === 1 ? 's' : ''} and still need${failing === 1 ? 's' : ''} the owner (${failing === 1 ? 'its' : 'their'} committed examples were left as they were), ` +
    `${changed} compile${changed === 1 ? 's' : ''} with changed output or types (updated), ` +
    `and the release adds ${plural(drift.unmentioned.length, 'public name')} no page mentions and removes ${drift.removed.length}.`
  );
}

/** A fenced block that no line of `text` can close. */
function fenced(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

function markdownPage(page: PageDrift): string[] {
  const lines = [`## ${page.fileName}`, ''];
  if (page.failures.length > 0) {
    lines.push(
      '**No longer compiles; needs the owner.** Its committed examples are still those of the old release.',
      '',
    );
    for (const failure of page.failures)
      lines.push(`- line ${failure.line}, column ${failure.column}:`, '', indent(fenced(failure.message, 'text')), '');
  }
  for (const change of page.output) {
    lines.push(
      `- output of the example at line ${change.line} changed:`,
      '',
      indent(
        fenced([...change.old.map((line) => `- ${line}`), ...change.new.map((line) => `+ ${line}`)].join('\n'), 'diff'),
      ),
      '',
    );
  }
  for (const change of page.types) {
    lines.push(
      `- type of ${code(change.identifier)} changed at ${placesText(change.places)}:`,
      `  - old: ${code(change.old)}`,
      `  - new: ${code(change.new)}`,
    );
  }
  if (page.types.length > 0) lines.push('');
  return lines;
}

const placesText = (places: ReadonlyArray<{ line: number; column: number }>) =>
  `${places.length === 1 ? 'line' : 'lines'} ${places.map((place) => `${place.line}:${place.column}`).join(', ')}`;

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${line}`))
    .join('\n');
const apiLine = (item: ApiItem) => `- ${item.kind} ${code(item.qualifiedName)}`;

/** The drift report as Markdown, for the owner to read and keep. */
export function formatDriftMarkdown(drift: Drift): string {
  const lines = [`# What ${drift.release} changes for the pages of "${drift.currentName}"`, '', summary(drift), ''];
  if (drift.pages.length === 0)
    lines.push(`Every example compiles against ${drift.release} with the same output and types.`, '');
  for (const page of drift.pages) lines.push(...markdownPage(page));
  lines.push(`## Public names ${drift.release} adds that no page of "${drift.currentName}" mentions`, '');
  lines.push(...(drift.unmentioned.length === 0 ? ['None.'] : drift.unmentioned.map(apiLine)), '');
  lines.push(`## Public names ${drift.release} removes`, '');
  lines.push(...(drift.removed.length === 0 ? ['None.'] : drift.removed.map(apiLine)), '');
  return lines.join('\n');
}

/** The same report for the terminal: one line per finding, each starting with the page's file:line:column. */
export function formatDriftText(drift: Drift): string {
  const lines = [summary(drift)];
  for (const page of drift.pages) {
    for (const failure of page.failures)
      lines.push(
        `${page.fileName}:${failure.line}:${failure.column} no longer compiles (needs the owner): ${failure.message.split('\n').join('\n    ')}`,
      );
    for (const change of page.output) {
      lines.push(
        `${page.fileName}:${change.line}:1 output changed:`,
        ...change.old.map((line) => `    old: ${line}`),
        ...change.new.map((line) => `    new: ${line}`),
      );
    }
    for (const {
      identifier,
      places: [first, ...others],
      ...change
    } of page.types) {
      const also = others.length === 0 ? '' : ` (also at ${placesText(others)})`;
      lines.push(
        `${page.fileName}:${first!.line}:${first!.column} type of ${identifier} changed${also}:`,
        `    old: ${change.old}`,
        `    new: ${change.new}`,
      );
    }
  }
  for (const item of drift.unmentioned)
    lines.push(`new in ${drift.release}, on no page: ${item.kind} ${item.qualifiedName}`);
  for (const item of drift.removed) lines.push(`removed in ${drift.release}: ${item.kind} ${item.qualifiedName}`);
  return lines.join('\n');
}
