import { escapeHtml } from '../../shared/text/html-entities.js';
import { replaceOutsideCodeSpans } from './code-fences.js';
import { JsLiteralError, parseJsLiteral, parseJsxTag, type JsxTag, type JsxValue } from './jsx-parse.js';

const TAG_START = /<[a-z][\w-]*[\s/>]/;
// React writes these two HTML attributes under other names.
const RENAMED: Record<string, string> = { className: 'class', htmlFor: 'for' };
// Style properties whose numbers React leaves without "px".
const UNITLESS = new Set([
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'lineHeight',
  'opacity',
  'order',
  'orphans',
  'widows',
  'zIndex',
  'zoom',
  'columnCount',
  'tabSize',
  'gridRow',
  'gridColumn',
  'aspectRatio',
]);

/**
 * HTML elements written as JSX, as MDX pages do (`<div className="x" style={{textAlign:
 * 'center'}}>`, `<img width={200} />`), written back as the HTML they stand for, so Markdown takes
 * them for HTML. A value that is code (`src={useBaseUrl('/img/x.png')}`) is reported, and the
 * attribute dropped. Tags inside code spans, and tags without JSX, are left as written.
 */
export function htmlFromJsx(line: string, report: (reason: string) => void): string {
  if (!/<[a-z]/.test(line)) return line;
  return replaceOutsideCodeSpans(line, TAG_START, (rest) => {
    let tag: JsxTag | undefined;
    try {
      tag = parseJsxTag(rest);
    } catch {
      return undefined;
    }
    if (tag === undefined) return undefined;
    const written = rest.slice(0, tag.length);
    const isJsx = /=\s*\{/.test(written) || [...tag.attributes.keys()].some((name) => name in RENAMED);
    return { length: tag.length, text: isJsx ? htmlTag(tag, report) : written };
  });
}

function htmlTag(tag: JsxTag, report: (reason: string) => void): string {
  const attributes: string[] = [];
  for (const [name, value] of tag.attributes) {
    const html = attributeValue(tag.name, name, value, report);
    if (html === undefined) continue;
    const htmlName = RENAMED[name] ?? name;
    attributes.push(html === true ? htmlName : `${htmlName}="${escapeHtml(html)}"`);
  }
  return `<${tag.name}${attributes.map((attribute) => ` ${attribute}`).join('')}${tag.selfClosing ? ' />' : '>'}`;
}

/** The attribute's HTML value; true for a bare attribute, undefined for none. */
function attributeValue(
  tagName: string,
  name: string,
  value: JsxValue,
  report: (reason: string) => void,
): string | true | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? true : undefined;
  if (name === 'style') {
    const css = styleText(value.expression);
    if (css !== undefined) return css;
  }
  report(
    `<${tagName}> ${name}={${value.expression}} is code, which this site does not run: write the value in quotes${name === 'style' ? ", or as an object of quoted values, as in style={{textAlign: 'center'}}" : `, as in ${name}="…"`}.`,
  );
  return undefined;
}

/** `{textAlign: 'center', width: 200}` as `text-align: center; width: 200px`, or undefined when it is code. */
function styleText(expression: string): string | undefined {
  let style;
  try {
    style = parseJsLiteral(expression);
  } catch (error) {
    if (error instanceof JsLiteralError) return undefined;
    throw error;
  }
  if (style === null || typeof style !== 'object' || Array.isArray(style)) return undefined;
  const declarations: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const cssProperty = property.startsWith('--')
      ? property
      : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^(webkit|moz|ms)-/, '-$1-');
    const cssValue =
      typeof value === 'number' && value !== 0 && !UNITLESS.has(property) && !property.startsWith('--')
        ? `${value}px`
        : String(value);
    declarations.push(`${cssProperty}: ${cssValue}`);
  }
  return declarations.join('; ');
}
