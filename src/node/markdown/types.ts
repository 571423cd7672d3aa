import type { BlockScript } from '../examples/block-scripts.js';
import type { TypeEntry, TypeOccurrence } from '../examples/types/page-types.js';
import type { ScriptSet } from '../../shared/scala-cli-script.js';
import type { DocCard } from './doc-cards.js';

/** What a page's rendering takes and gives, for the renderer's parts and its callers alike. */

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

export interface HeadingInfo {
  id: string;
  text: string;
  level: number;
}

/**
 * Every `<a href>` the author wrote (markdown links, autolinks and raw HTML anchors), in document
 * order. The generated `#id` hash links on headings are not included: they cannot break.
 */
export interface LinkRef {
  href: string;
  resolved: string | undefined;
  /** The 1-based line of the page it is written on, when it can be found there. */
  line?: number;
  /** A link the check leaves alone, as Docusaurus leaves one that opens in another tab. */
  unchecked?: true;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  headings: HeadingInfo[];
  anchors: string[];
  links: LinkRef[];
}

export interface RenderOptions {
  tocMinLevel: number;
  tocMaxLevel: number;
  /**
   * Maps an internal href as written ("./fx/construct.md#pureof") to its site URL, or undefined
   * when it cannot be resolved. External (scheme:, //host) and pure "#anchor" hrefs are never
   * passed. Without a resolver internal hrefs are kept as written and count as resolved.
   */
  resolveLink?: (href: string) => string | undefined;
  /**
   * What mdoc made of the page's ```scala blocks, in page order. Given, each such block shows its
   * compiled code with the evaluated output; without it, Scala blocks show as written.
   */
  compiledScala?: readonly CompiledScala[];
  /**
   * The URL of a library symbol's entry in the API reference (by the qualified name the types
   * give it), or undefined; typed identifiers that have one link to it.
   */
  symbolHref?: (symbol: string) => string | undefined;
  /** The entries of the sidebar category the page opens, which `<DocCardList />` shows; absent when it opens none. */
  docCards?: readonly DocCard[];
}

/**
 * A ```scala block as mdoc rendered it; `rendered` is null when mdoc shows nothing (invisible).
 * `types` says what the compiler knows about the identifiers in `code`.
 */
export interface CompiledScala {
  code: string;
  rendered: string | null;
  /** A `passthrough` block: `rendered` is the Markdown its code printed, shown in place of the block. */
  passthrough?: true;
  types?: BlockTypes;
  /** What the block's Scala CLI script needs besides the page's code; none for a `fail` block. */
  script?: CompiledScript;
}

/** A block's script: the earlier blocks it depends on, its shown expressions, and the example set. */
interface CompiledScript extends BlockScript {
  set: ScriptSet;
}

/** The identifiers of a block and the entries of its page they point to (shared by the page's blocks). */
export interface BlockTypes {
  occurrences: readonly TypeOccurrence[];
  entries: readonly TypeEntry[];
}

export interface MarkdownRenderer {
  /** Throws MarkdownSyntaxError, listing every authoring mistake of the page (such as `:::foo`) with its line. */
  render(markdown: string, options: RenderOptions): RenderedMarkdown;
  /** One code block outside a page (the home page's sample), exactly as a fence with `info` renders. */
  renderCode(code: string, info: string): string;
}
