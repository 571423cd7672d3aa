import type { TypeEntry } from '../examples/types/page-types.js';
import { escapeHtml } from '../../shared/text/html-entities.js';

/**
 * The id of an entry's tooltip. Heading ids never contain a dot (see slugger.ts), so these cannot
 * collide with them.
 */
export function typeTipId(entry: number): string {
  return `t.${entry}`;
}

/** The tooltip of a code block itself: how to reach the types of its identifiers. */
export const KEYS_TIP_ID = 't.keys';
const KEYS_TIP = 'Press Down to read the types of this example, Left and Right to move between its identifiers, Tab to leave it.';

/** Where a library symbol is declared: the type's package, or the owner of a member. */
export function declaredIn(symbol: string): string {
  const member = symbol.lastIndexOf('#');
  return member >= 0 ? symbol.slice(0, member) : symbol.slice(0, Math.max(0, symbol.lastIndexOf('.')));
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** An entry a page shows, and whether its identifiers link to the API reference. */
export interface PageTypeTip {
  entry: TypeEntry;
  linked: boolean;
}

function tipLines({ entry, linked }: PageTypeTip): string[] {
  const lines = [code(entry.signature)];
  if (entry.type !== undefined) lines.push(`<div>Type: ${code(entry.type)}</div>`);
  for (const argument of entry.implicits ?? []) {
    const supplied = argument.valueType === undefined ? argument.value : `${argument.value}: ${argument.valueType}`;
    lines.push(`<div>Implicit: ${code(`${argument.param}: ${argument.type} = ${supplied}`)}</div>`);
  }
  if (entry.via !== undefined) lines.push(`<div>Conversion: ${code(`${entry.via}: ${entry.viaType ?? ''}`)}</div>`);
  // Where it is declared; a link to the reference says that already, and bytes count here.
  if (entry.symbol !== undefined && !linked) lines.push(`<small>${escapeHtml(declaredIn(entry.symbol))}</small>`);
  return lines;
}

/**
 * The tooltips of a page, once each, at the end of its body: identifiers point at them with
 * aria-describedby, so a screen reader reads an identifier's type when it gets focus, and the
 * tooltip script shows a copy beside it. Hidden, they are out of the reading order and the layout.
 * Lines are separate elements with whitespace between them so the description reads as sentences.
 * The markup is lean on purpose: a long page has a hundred or more of them.
 */
export function renderTypeTips(tips: ReadonlyMap<number, PageTypeTip>): string {
  if (tips.size === 0) return '';
  const items = [...tips].sort(([a], [b]) => a - b).map(([index, tip]) => `<div id="${typeTipId(index)}">${tipLines(tip).join('\n')}</div>`);
  return `<div class="type-tips" hidden>\n<div id="${KEYS_TIP_ID}">${KEYS_TIP}</div>\n${items.join('\n')}\n</div>\n`;
}
