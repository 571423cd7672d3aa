import type { CodeHighlighter } from './highlighter.js';
import type { CompiledScala, HeadingInfo, LinkRef } from './types.js';
import type { LinkResolver } from './links.js';
import { Slugger } from './slugger.js';
import type { DocCard } from './doc-cards.js';
import type { PageTypeTip } from './type-tips.js';
import type { PageScripts } from './scala-cli.js';
import { ProblemList } from './errors.js';
import { linkLineFinder } from './link-lines.js';

/** A page's footnotes: definitions by label, and those referenced, in the order first referenced. */
export interface PageFootnotes {
  readonly definitions: Map<string, { html: string | undefined }>;
  readonly referenced: Array<{ label: string; id: string; refIds: string[] }>;
}

/** Everything one `render` call accumulates; a fresh one per page keeps renders independent. */
export interface RenderContext {
  readonly highlighter: CodeHighlighter;
  readonly resolveLink: LinkResolver | undefined;
  readonly slugger: Slugger;
  readonly headings: HeadingInfo[];
  readonly links: LinkRef[];
  /** The line of the page a link is written on: the link as written first, then its href. */
  readonly linkLine: (...written: string[]) => number | undefined;
  /** The page's compiled Scala blocks and how many of them the renderer has used. */
  readonly compiledScala: readonly CompiledScala[] | undefined;
  compiledScalaUsed: number;
  readonly symbolHref: ((symbol: string) => string | undefined) | undefined;
  /** The entries of the sidebar category this page opens, for `<DocCardList />`; undefined when it opens none. */
  readonly docCards: readonly DocCard[] | undefined;
  /** The type entries the page's code blocks point to, by their index in the page's entries. */
  readonly typeTips: Map<number, PageTypeTip>;
  /** The example set and the code of invisible blocks that the page's Scala CLI scripts need. */
  readonly scripts: PageScripts;
  /** The page's mistakes, at lines of the source given to marked; each part reports and reads on. */
  readonly problems: ProblemList;
  /** Components reported as not run here, whose closing tags need no report of their own. */
  readonly refusedComponents: Set<string>;
  /** The page's footnotes: their definitions, and the order they are referred to. */
  readonly footnotes: PageFootnotes;
  /** Sources being lexed, outermost first, so errors can name a line of the page. */
  readonly sources: Array<{ text: string; startLine: number }>;
  tabGroupCount: number;
  /** True only while lexing the direct body of `::::tabs`, where `:::tab` is allowed. */
  insideTabs: boolean;
}

export function createRenderContext(
  source: string,
  highlighter: CodeHighlighter,
  resolveLink: LinkResolver | undefined,
  compiledScala?: readonly CompiledScala[],
  symbolHref?: (symbol: string) => string | undefined,
  docCards?: readonly DocCard[],
): RenderContext {
  return {
    highlighter,
    resolveLink,
    slugger: new Slugger(),
    headings: [],
    links: [],
    linkLine: linkLineFinder(source),
    compiledScala,
    compiledScalaUsed: 0,
    symbolHref,
    docCards,
    typeTips: new Map(),
    scripts: { sets: [], hiddenCode: new Map() },
    problems: new ProblemList(),
    refusedComponents: new Set(),
    footnotes: { definitions: new Map(), referenced: [] },
    sources: [{ text: source, startLine: 1 }],
    tabGroupCount: 0,
    insideTabs: false,
  };
}

/**
 * The 1-based page line where `src` (the remaining input handed to a tokenizer) starts. Inside
 * containers marked lexes (lists, blockquotes) `src` is a re-indented copy, so we fall back to the
 * first page line containing its first line.
 */
export function lineOf(context: RenderContext, src: string): number | undefined {
  for (let index = context.sources.length - 1; index >= 0; index--) {
    const source = context.sources[index];
    if (source?.text.endsWith(src)) {
      return source.startLine + countLines(source.text.slice(0, source.text.length - src.length));
    }
  }
  const firstLine = src.split('\n', 1)[0]?.trim() ?? '';
  const page = context.sources[0]?.text.split('\n') ?? [];
  const found = page.findIndex((line) => firstLine !== '' && line.includes(firstLine));
  return found === -1 ? undefined : found + 1;
}

function countLines(text: string): number {
  let count = 0;
  for (const char of text) if (char === '\n') count += 1;
  return count;
}
