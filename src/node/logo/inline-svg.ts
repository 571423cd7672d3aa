import { LOGO_ID_PREFIX, type InlineLogo } from '../../shared/inline-logo';

/**
 * What the page can carry inline without loading or running anything: no scripts or event
 * handlers, no `<style>` element (its rules would apply to the whole page), no element that
 * fetches or embeds (`<image>`, `<foreignObject>`, a link), no reference outside the file.
 */
const REFUSED = [
  /<(?:script|style|foreignObject|image|feImage|iframe|a)\b/i,
  /\son[a-z]+\s*=/i,
  /<!ENTITY|<!\[CDATA\[/i,
  /\bhref\s*=(?!\s*["']?#)/i,
  /url\((?!\s*["']?#)/i,
];

/** The root's attributes that the logo's own options decide, or that mean nothing in a page. */
const DROPPED_ATTRIBUTE = /^(?:role|aria-.*|xmlns(?::.*)?)$/i;

const ATTRIBUTE = /^\s+([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/;

/**
 * A small SVG file as the page carries it inline, or undefined when it cannot be inline: the
 * logo then stays an image. Ids and the references to them get LOGO_ID_PREFIX, which each copy
 * on the page replaces with its own prefix.
 */
export function inlineSvg(markup: string): InlineLogo | undefined {
  if (markup.includes(LOGO_ID_PREFIX) || REFUSED.some((pattern) => pattern.test(markup))) return undefined;
  const text = markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*>/i, '');
  const open = /^\s*<svg(?=[\s/>])/i.exec(text);
  if (!open) return undefined;
  let rest = text.slice(open[0].length);
  const attributes: Record<string, string> = {};
  let style: Record<string, string> | undefined;
  for (let match = ATTRIBUTE.exec(rest); match; match = ATTRIBUTE.exec(rest)) {
    rest = rest.slice(match[0].length);
    const name = match[1]!;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (DROPPED_ATTRIBUTE.test(name)) continue;
    if (name === 'style') style = styleObject(value);
    else attributes[reactName(name)] = name === 'id' ? `${LOGO_ID_PREFIX}${value}` : value;
  }
  const end = /^\s*(\/?)>/.exec(rest);
  if (!end) return undefined;
  rest = rest.slice(end[0].length);
  let body = '';
  if (end[1] !== '/') {
    const close = /<\/svg\s*>\s*$/i.exec(rest);
    if (!close) return undefined;
    body = rest.slice(0, close.index);
    // A nested <svg> is rare in a logo, and cannot be told from a second root here.
    if (/<\/?svg\b/i.test(body)) return undefined;
  } else if (rest.trim() !== '') return undefined;
  body = body.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/gi, '').trim();
  // Spaces between elements are no part of the drawing, except in text.
  if (!/<text\b/i.test(body)) body = body.replace(/>\s+</g, '><');
  return { attributes, ...(style && { style }), body: prefixIds(body) };
}

/** Every id, and every reference to one (`url(#…)`, `href="#…"`), starts with LOGO_ID_PREFIX. */
function prefixIds(body: string): string {
  return body
    .replace(/(\sid\s*=\s*["']?)/gi, `$1${LOGO_ID_PREFIX}`)
    .replace(/(url\(\s*["']?#)/gi, `$1${LOGO_ID_PREFIX}`)
    .replace(/(href\s*=\s*["']?#)/gi, `$1${LOGO_ID_PREFIX}`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's value as text: React escapes it again when it writes the page. */
function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
    (entity, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (name !== undefined) return ENTITIES[name.toLowerCase()] ?? entity;
      const code = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    },
  );
}

/** React's name of an SVG attribute: `stroke-width` is strokeWidth, `xlink:href` xlinkHref. */
function reactName(name: string): string {
  if (name === 'class') return 'className';
  if (/^(?:data|aria)-/i.test(name)) return name;
  return name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A `style` attribute's declarations as React takes them; custom properties keep their names. */
function styleObject(text: string): Record<string, string> {
  const declarations = text.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim();
    return colon < 0 || property === ''
      ? []
      : [
          [
            property.startsWith('--') ? property : reactName(property.toLowerCase()),
            declaration.slice(colon + 1).trim(),
          ] as const,
        ];
  });
  return Object.fromEntries(declarations);
}
