import { LOGO_ID_PREFIX, type InlineLogo } from '../../shared/inline-logo';
import { parseXml, writeXml, type XmlNode } from '../html/xml-tree';

/**
 * The elements a logo may draw with inline. Anything else keeps the logo an image: scripts,
 * `<style>` (its rules would apply to the whole page), what fetches or embeds (`<image>`,
 * `<feImage>`, `<foreignObject>`, `<iframe>`), links (the logo's own link holds it), and
 * animations, which can set an attribute such as `href` to anything.
 */
const DRAWING = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** No part of the drawing: left out. Editors' own elements (`sodipodi:namedview`) have a prefix. */
const LEFT_OUT = (name: string) => name === 'title' || name === 'metadata' || name.includes(':');
/** Attributes that mean nothing in a page: editors' own (`inkscape:label`) and namespace declarations. */
const LEFT_OUT_ATTRIBUTE = (name: string) =>
  /^xmlns(?::|$)/.test(name) || (name.includes(':') && !/^(?:xlink:href|xml:space|xml:lang)$/.test(name));

/** The root's attributes that the logo's own options decide, or that mean nothing in a page. */
const DROPPED_ATTRIBUTE = /^(?:role|aria-.*|xmlns(?::.*)?)$/i;

const isHref = (name: string) => name === 'href' || name === 'xlink:href';
/** A `url(…)` that leaves the file. */
const FOREIGN_URL = /url\((?!\s*["']?#)/i;
/** CSS that fetches without `url(` (`image-set("x.png")`, `src()`), or an escape that spells `url` otherwise. */
const FETCHING_CSS = /\\|image-set\(|\bsrc\(/i;
/** An attribute name as XML writes it: nothing in it can end the name or the tag. */
const ATTRIBUTE_NAME = /^[A-Za-z_][\w:.-]*$/;

/** Whether an element's attributes load or run nothing: no event handler, no reference outside the file. */
const safeAttributes = (attributes: Readonly<Record<string, string>>) =>
  Object.entries(attributes).every(
    ([name, value]) =>
      ATTRIBUTE_NAME.test(name) &&
      !/^on/i.test(name) &&
      !(isHref(name) && !value.trim().startsWith('#')) &&
      !FOREIGN_URL.test(value) &&
      !FETCHING_CSS.test(value),
  );

/** Every id, and every reference to one (`url(#…)`, `href="#…"`), starts with LOGO_ID_PREFIX. */
function prefixIds(attributes: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes)
      .filter(([name]) => !LEFT_OUT_ATTRIBUTE(name))
      .map(([name, value]) => {
        if (name === 'id') return [name, `${LOGO_ID_PREFIX}${value}`];
        if (isHref(name)) return [name, value.replace('#', `#${LOGO_ID_PREFIX}`)];
        return [name, value.replace(/(url\(\s*["']?#)/gi, `$1${LOGO_ID_PREFIX}`)];
      }),
  );
}

/** The drawing inside the root as the page carries it, or undefined when anything in it is refused. */
function drawing(nodes: readonly XmlNode[]): XmlNode[] | undefined {
  const kept: XmlNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'comment') continue;
    if (node.kind === 'text') kept.push(node);
    else if (node.kind !== 'element') return undefined;
    else if (LEFT_OUT(node.name)) continue;
    else {
      if (!DRAWING.has(node.name) || !safeAttributes(node.attributes)) return undefined;
      const children = drawing(node.children);
      if (children === undefined) return undefined;
      kept.push({ ...node, attributes: prefixIds(node.attributes), children });
    }
  }
  return kept;
}

const hasText = (nodes: readonly XmlNode[]): boolean =>
  nodes.some((node) => node.kind === 'element' && (node.name === 'text' || hasText(node.children)));

/** Spaces between elements are no part of the drawing, except in text. */
function withoutSpaces(nodes: readonly XmlNode[]): XmlNode[] {
  return nodes.flatMap((node): XmlNode[] => {
    if (node.kind === 'text') return node.text.trim() === '' ? [] : [node];
    if (node.kind === 'element') return [{ ...node, children: withoutSpaces(node.children) }];
    return [node];
  });
}

const isBlank = (node: XmlNode | undefined) => node?.kind === 'text' && node.text.trim() === '';

/**
 * A small SVG file as the page carries it inline, or undefined when it cannot be inline: the
 * logo then stays an image. The file is read as XML (htmlparser2) and kept only when every
 * element is one that draws and no attribute runs or loads anything. Ids and the references to
 * them get LOGO_ID_PREFIX, which each copy on the page replaces with its own prefix.
 */
export function inlineSvg(markup: string): InlineLogo | undefined {
  if (markup.includes(LOGO_ID_PREFIX)) return undefined;
  const top = parseXml(markup);
  // Around the root: the XML declaration, a doctype without entities of its own, comments, spaces.
  const outside = top.filter((node) => node.kind !== 'element');
  const roots = top.filter((node) => node.kind === 'element');
  const root = roots[0];
  if (roots.length !== 1 || root?.kind !== 'element' || root.name !== 'svg') return undefined;
  const fine = outside.every(
    (node) =>
      node.kind === 'comment' ||
      (node.kind === 'text' && node.text.trim() === '') ||
      (node.kind === 'directive' && /^(?:\?xml\b|!doctype\s[^[]*$)/i.test(node.text)),
  );
  if (!fine || !safeAttributes(root.attributes)) return undefined;
  let body = drawing(root.children);
  if (body === undefined) return undefined;
  if (!hasText(body)) body = withoutSpaces(body);
  while (isBlank(body[0])) body = body.slice(1);
  while (isBlank(body.at(-1))) body = body.slice(0, -1);
  const attributes: Record<string, string> = {};
  let style: Record<string, string> | undefined;
  for (const [name, value] of Object.entries(root.attributes)) {
    if (DROPPED_ATTRIBUTE.test(name)) continue;
    if (name === 'style') style = styleObject(value);
    else attributes[reactName(name)] = name === 'id' ? `${LOGO_ID_PREFIX}${value}` : value;
  }
  return { attributes, ...(style && { style }), body: writeXml(body) };
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
