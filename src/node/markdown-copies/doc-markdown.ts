import { mdocModifiers } from '../examples/scala-blocks';
import type { CompiledScala, DocCard } from '../markdown';
import { defaultAdmonitionTitle, isAdmonitionKind } from '../markdown/admonitions';
import { matchContainerDirective, type ContainerDirective } from '../markdown/directive-syntax';
import { translateDocusaurusMdx } from '../markdown/docusaurus-mdx';

export interface DocMarkdownInput {
  title: string;
  description: string | undefined;
  /** The page's markdown body, front matter removed. */
  body: string;
  /** mdoc's output for the page's ```scala blocks, in page order, when the page has examples. */
  compiledScala: readonly CompiledScala[] | undefined;
  /** The entries of the sidebar category the page opens, with absolute URLs, which `<DocCardList />` lists. */
  cards?: readonly DocCard[] | undefined;
  /** The absolute URL of an href written in the page, or undefined to keep it as written. */
  absoluteUrl(href: string): string | undefined;
}

const FENCE_OPEN = /^( {0,3}|\s*)(`{3,}|~{3,})(.*)$/;
const DIRECTIVE_OPEN = /^ {0,3}:{3,}[A-Za-z]/;
const DOC_CARD_LIST = /^ {0,3}<DocCardList\s*\/>\s*$/;

/**
 * A doc page as plain Markdown that reads well without this site's renderer: the title as a
 * heading, tabs flattened under their labels, admonitions as blockquotes, every Scala example
 * with mdoc's evaluated output, and links absolute so the text can be read anywhere.
 */
export function docMarkdown(input: DocMarkdownInput): string {
  const examples = { blocks: input.compiledScala, used: 0 };
  const head = [`# ${input.title}`, ...(input.description ? ['', `> ${input.description}`] : [])];
  const body = convert(translateDocusaurusMdx(input.body.replace(/\r\n?/g, '\n')).source, input, examples);
  return `${[...head, '', body.trim()].join('\n')}\n`;
}

function convert(
  source: string,
  input: DocMarkdownInput,
  examples: { blocks: readonly CompiledScala[] | undefined; used: number },
): string {
  const lines = source.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; ) {
    const line = lines[index]!;
    const fence = FENCE_OPEN.exec(line);
    if (fence) {
      const [, indent = '', marker = '', info = ''] = fence;
      const closer = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
      let end = index + 1;
      while (end < lines.length && !closer.test(lines[end]!)) end += 1;
      const code = lines.slice(index + 1, end);
      // The page renderer's rule: a ```scala mdoc block shows what mdoc made of it, when compiled.
      const modifiers = marker[0] === '`' ? mdocModifiers(info) : undefined;
      const blocks = examples.blocks;
      const at =
        modifiers === undefined || blocks === undefined
          ? -1
          : blocks.findIndex(
              (block, position) =>
                position >= examples.used &&
                block.code ===
                  code.map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text)).join('\n'),
            );
      if (at !== -1) examples.used = at + 1;
      const compiled = at === -1 ? undefined : blocks![at];
      if (compiled?.passthrough) out.push(compiled.rendered ?? '');
      else if (compiled === undefined ? !modifiers?.includes('invisible') : compiled.rendered !== null) {
        const shown = compiled?.rendered == null ? code : compiled.rendered.replace(/\n+$/, '').split('\n');
        out.push(`${indent}${marker}${withoutMdocModifiers(info)}`, ...shown, `${indent}${marker}`);
      }
      index = end + 1;
      continue;
    }
    if (DIRECTIVE_OPEN.test(line)) {
      const match = matchContainerDirective(lines.slice(index).join('\n'));
      if (match?.kind === 'container') {
        out.push('', directive(match.directive, input, examples), '');
        index += match.directive.raw.replace(/\n$/, '').split('\n').length;
        continue;
      }
    }
    if (DOC_CARD_LIST.test(line)) {
      out.push(
        ...(input.cards ?? []).map(
          (card) => `- [${card.title}](${card.href})${card.description ? `: ${card.description}` : ''}`,
        ),
      );
      index += 1;
      continue;
    }
    out.push(withAbsoluteLinks(line, input));
    index += 1;
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

function directive(
  found: ContainerDirective,
  input: DocMarkdownInput,
  examples: { blocks: readonly CompiledScala[] | undefined; used: number },
): string {
  const body = convert(found.body, input, examples).trim();
  if (found.name === 'tabs') return body;
  if (found.name === 'tab') return `**${found.label ?? found.rest}**\n\n${body}`;
  const title = found.label ?? found.attributes.title ?? found.rest;
  const heading = title === '' && isAdmonitionKind(found.name) ? defaultAdmonitionTitle(found.name) : title;
  return [`**${withAbsoluteLinks(heading, input)}**`, '', ...body.split('\n')]
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

/**
 * `scala mdoc:silent title="x"` is `scala title="x"`: the modifiers meant something only to mdoc,
 * and the example set a block names (`examples=NAME`) only to the build.
 */
function withoutMdocModifiers(info: string): string {
  return info.replace(/\s*\bmdoc(?::[\w:=-]+)?/g, '').replace(/\s+examples=\S+/g, '');
}

/** Inline links, reference definitions and HTML hrefs, outside code spans, made absolute. */
function withAbsoluteLinks(line: string, input: DocMarkdownInput): string {
  return line
    .split(/(`+[^`]*?`+)/)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      const absolute = (href: string) => input.absoluteUrl(href) ?? href;
      return part
        .replace(
          /\]\(([^()\s]+)((?:\s+"[^"]*")?)\)/g,
          (_, href: string, title: string) => `](${absolute(href)}${title})`,
        )
        .replace(/^(\s{0,3}\[[^\]]+\]:\s*)(\S+)/, (_, start: string, href: string) => `${start}${absolute(href)}`)
        .replace(/(\bhref=")([^"]+)"/g, (_, start: string, href: string) => `${start}${absolute(href)}"`);
    })
    .join('');
}
