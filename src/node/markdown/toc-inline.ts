import { escapeHtml } from '../../shared/text/html-entities.js';
import type { HeadingInfo } from './types.js';
import { describeJsxValue, type JsxTag } from './jsx-parse.js';

/** Heading levels an inline table of contents lists; undefined takes the page's own. */
export interface TocInlineLevels {
  min: number | undefined;
  max: number | undefined;
}

const ATTRIBUTES = ['toc', 'minHeadingLevel', 'maxHeadingLevel'];
// Where the list goes until the page's headings, some of them below it, are all known.
const MARKER = /\u{F8FF}toc-inline:(\d*):(\d*)\u{F8FF}/gu;

/**
 * `<TOCInline toc={toc} />` (Docusaurus's `@theme/TOCInline`): the levels it asks for, or the
 * problems of the tag. `toc` must be the page's own; a filtered or computed one is code.
 */
export function readTocInline(tag: JsxTag, report: (reason: string) => void): TocInlineLevels {
  for (const [attribute, value] of tag.attributes) {
    if (!ATTRIBUTES.includes(attribute))
      report(
        `<TOCInline /> ${attribute}=${describeJsxValue(value)}: this site reads only toc, minHeadingLevel and maxHeadingLevel; remove it.`,
      );
  }
  const toc = tag.attributes.get('toc');
  if (toc === undefined || typeof toc !== 'object' || toc.expression.trim() !== 'toc') {
    report(
      `<TOCInline /> lists the page's own headings, written toc={toc}${toc === undefined ? '' : `, not toc=${describeJsxValue(toc)}`}.`,
    );
  }
  const level = (attribute: string): number | undefined => {
    const value = tag.attributes.get(attribute);
    if (value === undefined) return undefined;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6) return value;
    report(
      `<TOCInline /> ${attribute}=${typeof value === 'number' ? `{${value}}` : describeJsxValue(value)}: expected a heading level from 2 to 6, as in ${attribute}={3}.`,
    );
    return undefined;
  };
  const min = level('minHeadingLevel');
  const max = level('maxHeadingLevel');
  if (min !== undefined && max !== undefined && min > max)
    report(`<TOCInline /> minHeadingLevel={${min}} is above maxHeadingLevel={${max}}: it would list nothing.`);
  return { min, max };
}

export function tocInlineMarker(levels: TocInlineLevels): string {
  return `\u{F8FF}toc-inline:${levels.min ?? ''}:${levels.max ?? ''}\u{F8FF}`;
}

/** The page's HTML with each inline table of contents filled in from its headings. */
export function fillTocInline(
  html: string,
  headings: readonly HeadingInfo[],
  defaults: { min: number; max: number },
): string {
  return html.replace(MARKER, (_, min: string, max: string) =>
    renderTocInline(headings, min === '' ? defaults.min : Number(min), max === '' ? defaults.max : Number(max)),
  );
}

/** The headings from `min` to `max` as nested lists, as Docusaurus's TOCInline shows them. */
function renderTocInline(headings: readonly HeadingInfo[], min: number, max: number): string {
  const shown = headings.filter((heading) => heading.level >= min && heading.level <= max);
  let html = '';
  const open: number[] = [];
  for (const heading of shown) {
    while (open.length > 0 && open.at(-1)! > heading.level) {
      html += '</li></ul>';
      open.pop();
    }
    if (open.at(-1) === heading.level) html += '</li>';
    else {
      html += '<ul>';
      open.push(heading.level);
    }
    html += `<li><a href="#${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</a>`;
  }
  html += '</li></ul>'.repeat(open.length);
  return `<div class="toc-inline">${html}</div>\n`;
}
