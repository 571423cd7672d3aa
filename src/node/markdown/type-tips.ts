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
const KEYS_TIP =
  'Press Down to read the types of this example, Left and Right to move between its identifiers, Tab to leave it.';

/** Where a library symbol is declared: the type's package, or the owner of a member. */
function declaredIn(symbol: string): string {
  const member = symbol.lastIndexOf('#');
  return member >= 0 ? symbol.slice(0, member) : symbol.slice(0, Math.max(0, symbol.lastIndexOf('.')));
}

/** An entry a page shows, and whether its identifiers link to the API reference. */
export interface PageTypeTip {
  entry: TypeEntry;
  linked: boolean;
}

/**
 * An entry as lines of text: its signature, the type there, the implicits, the conversion, where
 * it is declared. One element per tooltip, its lines kept by CSS (white-space: pre-line): a long
 * page has a hundred or more, and a screen reader reads the lines as one description.
 */
function tipText({ entry, linked }: PageTypeTip): string {
  const lines = [entry.signature];
  if (entry.type !== undefined) lines.push(`Type: ${entry.type}`);
  for (const argument of entry.implicits ?? []) {
    const supplied = argument.valueType === undefined ? argument.value : `${argument.value}: ${argument.valueType}`;
    lines.push(`Implicit: ${argument.param}: ${argument.type} = ${supplied}`);
  }
  if (entry.via !== undefined) lines.push(`Conversion: ${entry.via}: ${entry.viaType ?? ''}`);
  // Where it is declared; a link to the reference says that already, and bytes count here.
  if (entry.symbol !== undefined && !linked) lines.push(`in ${declaredIn(entry.symbol)}`);
  return escapeHtml(lines.join('\n'));
}

/**
 * The tooltips of a page, once each, at the end of its body: identifiers point at them with
 * aria-describedby, so a screen reader reads an identifier's type when it gets focus, and the
 * tooltip script shows a copy beside it. Hidden, they are out of the reading order and the layout.
 */
export function renderTypeTips(tips: ReadonlyMap<number, PageTypeTip>): string {
  if (tips.size === 0) return '';
  const items = [...tips]
    .sort(([a], [b]) => a - b)
    .map(([index, tip]) => `<div id="${typeTipId(index)}">${tipText(tip)}</div>`);
  return `<div class="type-tips" hidden>\n<div id="${KEYS_TIP_ID}">${KEYS_TIP}</div>\n${items.join('\n')}\n</div>\n`;
}
