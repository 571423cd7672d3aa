const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for both element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Markdown source may spell characters as entities (`&amp;`); plain-text consumers such as the
 * table of contents must show the character, not the entity. Unknown named entities stay as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

// Text content is always escaped by marked and shiki, so a literal `<` only ever starts real markup.
const TAG = /<[a-zA-Z][^>]*>/g;
const ID_ATTRIBUTE = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/;

/** Every `id` attribute in document order, including ones from raw HTML written by authors. */
export function collectIds(html: string): string[] {
  const ids: string[] = [];
  for (const [tag] of html.matchAll(TAG)) {
    const match = ID_ATTRIBUTE.exec(tag);
    const id = match?.[1] ?? match?.[2] ?? match?.[3];
    if (id !== undefined && id !== '') ids.push(decodeEntities(id));
  }
  return ids;
}
