import { parseDocument } from 'htmlparser2';

/** A node of an XML document as htmlparser2 reads it, entities of text and attributes decoded. */
export type XmlNode =
  | { kind: 'element'; name: string; attributes: Record<string, string>; children: XmlNode[] }
  | { kind: 'text'; text: string }
  | { kind: 'comment' }
  /** `<?xml …?>` and `<!DOCTYPE …>`, as written between `<` and `>`. */
  | { kind: 'directive'; text: string }
  | { kind: 'cdata'; children: XmlNode[] };

interface ParsedNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: ParsedNode[];
}

function fromParsed(node: ParsedNode): XmlNode {
  const children = () => (node.children ?? []).map(fromParsed);
  switch (node.type) {
    case 'tag':
    case 'script':
    case 'style':
      return { kind: 'element', name: node.name!, attributes: { ...node.attribs }, children: children() };
    case 'text':
      return { kind: 'text', text: node.data! };
    case 'directive':
      return { kind: 'directive', text: node.data! };
    case 'cdata':
      return { kind: 'cdata', children: children() };
    default:
      return { kind: 'comment' };
  }
}

/** The top-level nodes of an XML document (an SVG file), read by htmlparser2 in its XML mode. */
export function parseXml(markup: string): XmlNode[] {
  return (parseDocument(markup, { xmlMode: true }).children as ParsedNode[]).map(fromParsed);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Elements and text written back as XML, an element without children self-closed; comments dropped. */
export function writeXml(nodes: readonly XmlNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeText(node.text);
      if (node.kind !== 'element') return '';
      const attributes = Object.entries(node.attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return node.children.length === 0
        ? `<${node.name}${attributes}/>`
        : `<${node.name}${attributes}>${writeXml(node.children)}</${node.name}>`;
    })
    .join('');
}
