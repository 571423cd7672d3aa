import type { Token, TokenizerAndRendererExtension, Tokens } from 'marked';
import { lineOf, type PageFootnotes, type RenderContext } from './context.js';
import { githubSlug } from './slugger.js';

interface DefinitionToken {
  type: 'footnoteDefinition';
  raw: string;
  label: string;
  tokens: Token[];
}

const DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:[ \t]*/;
// GFM labels match without regard to case.
const key = (label: string) => label.toLowerCase();

/**
 * GitHub's footnotes, as Docusaurus renders them: `[^1]` refers to `[^1]: text`, whose lines
 * after the first are indented. References are numbered in the order they first appear, and the
 * notes are listed at the end of the page, each with links back; a reference to no definition
 * is text, and a definition no reference uses is not shown.
 */
export function footnoteExtensions(context: RenderContext): TokenizerAndRendererExtension[] {
  const { footnotes } = context;
  return [
    {
      name: 'footnoteDefinition',
      level: 'block',
      start: (src) => {
        const match = /\n {0,3}\[\^[^\]\s]+\]:/.exec(src);
        return match === null ? undefined : match.index + 1;
      },
      tokenizer(src) {
        const opener = DEFINITION.exec(src);
        if (opener === null) return undefined;
        const lines = src.split('\n');
        let end = 1;
        // Indented lines and the blank lines between them belong to the note, and so does a paragraph's lazy continuation.
        while (end < lines.length) {
          const line = lines[end]!;
          if (
            /^( {4}|\t)/.test(line) ||
            (line.trim() !== '' &&
              lines[end - 1]!.trim() !== '' &&
              !/^ {0,3}(\[\^[^\]\s]+\]:|#|>|[-*+] |\d+[.)] |```|~~~)/.test(line))
          )
            end += 1;
          else if (line.trim() === '' && end + 1 < lines.length && /^( {4}|\t)/.test(lines[end + 1]!)) end += 1;
          else break;
        }
        const raw = lines.slice(0, end).join('\n') + (end < lines.length ? '\n' : '');
        const body = [
          lines[0]!.slice(opener[0].length),
          ...lines.slice(1, end).map((line) => line.replace(/^( {4}|\t)/, '')),
        ].join('\n');
        const label = opener[1]!;
        if (!footnotes.definitions.has(key(label))) footnotes.definitions.set(key(label), { html: undefined });
        const line = lineOf(context, src);
        if (line !== undefined) context.sources.push({ text: body, startLine: line });
        try {
          const token: DefinitionToken = {
            type: 'footnoteDefinition',
            raw,
            label,
            tokens: this.lexer.blockTokens(body, []),
          };
          return token;
        } finally {
          if (line !== undefined) context.sources.pop();
        }
      },
      renderer(token) {
        const definition = token as Tokens.Generic as DefinitionToken;
        const entry = footnotes.definitions.get(key(definition.label));
        // The first definition of a label counts, as in GFM.
        if (entry !== undefined && entry.html === undefined) entry.html = this.parser.parse(definition.tokens);
        return '';
      },
    },
    {
      name: 'footnoteReference',
      level: 'inline',
      start: (src) => {
        const index = src.indexOf('[^');
        return index === -1 ? undefined : index;
      },
      tokenizer(src) {
        const match = /^\[\^([^\]\s]+)\]/.exec(src);
        if (match === null || !footnotes.definitions.has(key(match[1]!))) return undefined;
        return { type: 'footnoteReference', raw: match[0], label: match[1]! };
      },
      renderer(token) {
        const label = key((token as Tokens.Generic).label as string);
        let note = footnotes.referenced.find((entry) => entry.label === label);
        if (note === undefined) {
          note = { label, id: context.slugger.unique(`fn-${githubSlug(label) || 'note'}`), refIds: [] };
          footnotes.referenced.push(note);
        }
        const base = `fnref-${githubSlug(label) || 'note'}`;
        // A note's second reference is -2, its third -3, as GitHub and Docusaurus number them.
        const refId = context.slugger.unique(note.refIds.length === 0 ? base : `${base}-${note.refIds.length + 1}`);
        note.refIds.push(refId);
        const number = footnotes.referenced.indexOf(note) + 1;
        return `<sup class="footnote-ref"><a href="#${note.id}" id="${refId}" aria-describedby="footnote-label">${number}</a></sup>`;
      },
    },
  ];
}

/** The notes the page refers to, as the list that ends it; empty without any. */
export function renderFootnotes(footnotes: PageFootnotes): string {
  if (footnotes.referenced.length === 0) return '';
  const items = footnotes.referenced.map((note, index) => {
    const backrefs = note.refIds
      .map(
        (refId, refIndex) =>
          `<a href="#${refId}" class="footnote-backref" aria-label="Back to reference ${index + 1}${refIndex === 0 ? '' : `-${refIndex + 1}`}">↩${refIndex === 0 ? '' : `<sup>${refIndex + 1}</sup>`}</a>`,
      )
      .join(' ');
    const html = (footnotes.definitions.get(note.label)?.html ?? '').trimEnd();
    // The way back ends the note's last paragraph, as GitHub places it.
    const body = html.endsWith('</p>')
      ? `${html.slice(0, -'</p>'.length)} ${backrefs}</p>`
      : `${html}\n<p>${backrefs}</p>`;
    return `<li id="${note.id}">\n${body}\n</li>`;
  });
  return `<section class="footnotes"><h2 class="visually-hidden" id="footnote-label">Footnotes</h2>\n<ol>\n${items.join('\n')}\n</ol>\n</section>\n`;
}
