import { decodeEntities } from '../../shared/text/html-entities';
import { detached } from '../docs/detached-string';

interface HtmlSection {
  /** The heading that opens the section; undefined for the text before the first heading. */
  heading: { level: number; id: string; text: string } | undefined;
  /** Plain text of each paragraph, list item, table cell and quote in the section. */
  blocks: string[];
}

/** Elements whose text is one searchable block, as DocSearch's crawler takes them from a page. */
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'blockquote', 'figcaption']);
/** Not prose: code listings, and the controls the renderer adds (hash links, tab buttons, admonition titles). */
const SKIPPED = new Set(['pre', 'script', 'style', 'button', 'svg', 'template']);
const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'wbr',
  'col',
  'source',
  'area',
  'base',
  'embed',
  'track',
]);
const HEADING = /^h([2-6])$/;
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->|([^<]+)/g;

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

const isSkipped = (tag: string, attributes: string) => {
  if (SKIPPED.has(tag)) return true;
  const className = attribute(attributes, 'class') ?? '';
  return /\b(hash-link|admonition-title)\b/.test(className);
};

// Detached, so the text kept for the index holds no view into the page's HTML.
const clean = (text: string) => detached(decodeEntities(text).replace(/\s+/g, ' ').trim());

interface Open {
  tag: string;
  /** Text collected while this element is the innermost block or heading. */
  text: string[] | undefined;
  skipped: boolean;
}

/**
 * Splits the HTML the markdown renderer wrote into sections at its h2-h6 headings. The renderer's
 * output is well-formed, so a tag scanner is enough; nothing here runs on foreign HTML.
 */
export function htmlSections(html: string): HtmlSection[] {
  const sections: HtmlSection[] = [{ heading: undefined, blocks: [] }];
  const stack: Open[] = [];
  let skipping = 0;
  const current = () => sections.at(-1)!;
  const collector = () => [...stack].reverse().find((open) => open.text !== undefined)?.text;

  for (const match of html.matchAll(TAG)) {
    const [, closing, rawTag, attributes = '', text] = match;
    if (text !== undefined) {
      if (skipping === 0) collector()?.push(text);
      continue;
    }
    if (rawTag === undefined) continue;
    const tag = rawTag.toLowerCase();
    if (VOID.has(tag) || attributes.trimEnd().endsWith('/')) {
      if (tag === 'br' && skipping === 0) collector()?.push(' ');
      continue;
    }
    if (!closing) {
      const skipped = skipping > 0 || isSkipped(tag, attributes);
      if (skipped) skipping++;
      const heading = HEADING.exec(tag);
      const collects = !skipped && (heading !== null || BLOCKS.has(tag));
      // A block inside a block (a list inside a list item) gets its own text from here on.
      stack.push({ tag, text: collects ? [] : undefined, skipped });
      if (heading)
        sections.push({
          heading: { level: Number(heading[1]), id: detached(attribute(attributes, 'id') ?? ''), text: '' },
          blocks: [],
        });
      continue;
    }
    const index = stack.map((open) => open.tag).lastIndexOf(tag);
    if (index === -1) continue;
    for (const open of stack.splice(index).reverse()) {
      if (open.skipped) skipping--;
      if (open.text === undefined) continue;
      const value = clean(open.text.join(''));
      const heading = HEADING.exec(open.tag);
      if (heading && current().heading) current().heading!.text = value;
      else if (value !== '') current().blocks.push(value);
    }
  }
  return sections.filter((section) => section.heading !== undefined || section.blocks.length > 0);
}
