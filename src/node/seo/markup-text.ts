import { decodeEntities } from '../../shared/text/html-entities';

/** The inline elements a one-line text such as a tagline may be marked up with. */
const INLINE_ELEMENTS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
const VOID_ELEMENTS = new Set(['br', 'wbr']);

/** A start or end tag as HTML reads one: its attribute values may hold ">" when quoted. */
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/**
 * The text a reader sees of a line that may carry inline HTML, such as site.yaml's tagline
 * (`Logger for <code>F[_]</code>`): its elements' tags and comments left out, its entities
 * decoded, its white space collapsed. Only an inline element with both its tags is read as
 * markup, so text that merely looks like a tag stays as written (`Either<A, B>`, `IO<A>`).
 */
export function markupText(text: string): string {
  const withoutComments = text.replace(COMMENT, '');
  const tags = [...withoutComments.matchAll(TAG)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    closing: match[1] === '/',
    name: match[2]!.toLowerCase(),
  }));
  // Pairs each end tag with the nearest open start tag of its name, as a parser would.
  const markup = new Set<number>();
  const open: Array<{ name: string; index: number }> = [];
  tags.forEach((tag, index) => {
    if (VOID_ELEMENTS.has(tag.name) && !tag.closing) markup.add(index);
    if (!INLINE_ELEMENTS.has(tag.name)) return;
    if (!tag.closing) {
      open.push({ name: tag.name, index });
      return;
    }
    const at = open.findLastIndex((start) => start.name === tag.name);
    if (at === -1) return;
    markup.add(open[at]!.index).add(index);
    open.splice(at);
  });
  let plain = '';
  let from = 0;
  tags.forEach((tag, index) => {
    if (!markup.has(index)) return;
    plain += withoutComments.slice(from, tag.start) + (VOID_ELEMENTS.has(tag.name) ? ' ' : '');
    from = tag.end;
  });
  plain += withoutComments.slice(from);
  return decodeEntities(plain).replace(/\s+/g, ' ').trim();
}
