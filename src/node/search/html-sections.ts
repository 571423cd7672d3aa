import { detached } from '../docs/detached-string';
import { scanHtml } from '../html/scan-html';

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
const SKIPPED_CLASSES = new Set(['hash-link', 'admonition-title']);
const HEADING = /^h([2-6])$/;

const isSkipped = (tag: string, attributes: Readonly<Record<string, string>>) =>
  SKIPPED.has(tag) || (attributes.class ?? '').split(/\s+/).some((name) => SKIPPED_CLASSES.has(name));

// Detached, so the text kept for the index holds no view into the page's HTML.
const clean = (text: string) => detached(text.replace(/\s+/g, ' ').trim());

interface Open {
  tag: string;
  /** Text collected while this element is the innermost block or heading. */
  text: string[] | undefined;
  skipped: boolean;
}

/** Splits the HTML the markdown renderer wrote into sections at its h2-h6 headings. */
export function htmlSections(html: string): HtmlSection[] {
  const sections: HtmlSection[] = [{ heading: undefined, blocks: [] }];
  const stack: Open[] = [];
  let skipping = 0;
  const current = () => sections.at(-1)!;
  const collector = () => [...stack].reverse().find((open) => open.text !== undefined)?.text;

  scanHtml(html, {
    text(text) {
      if (skipping === 0) collector()?.push(text);
    },
    open(tag, attributes) {
      if (tag === 'br' && skipping === 0) collector()?.push(' ');
      const skipped = skipping > 0 || isSkipped(tag, attributes);
      if (skipped) skipping++;
      const heading = HEADING.exec(tag);
      const collects = !skipped && (heading !== null || BLOCKS.has(tag));
      // A block inside a block (a list inside a list item) gets its own text from here on.
      stack.push({ tag, text: collects ? [] : undefined, skipped });
      if (heading)
        sections.push({
          heading: { level: Number(heading[1]), id: detached(attributes.id ?? ''), text: '' },
          blocks: [],
        });
    },
    close() {
      const open = stack.pop()!;
      if (open.skipped) skipping--;
      if (open.text === undefined) return;
      const value = clean(open.text.join(''));
      if (HEADING.test(open.tag)) {
        if (current().heading) current().heading!.text = value;
      } else if (value !== '') current().blocks.push(value);
    },
  });
  return sections.filter((section) => section.heading !== undefined || section.blocks.length > 0);
}
