import { createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki';
import { CODE_THEMES, loadCodeTheme } from './code-theme.js';

/** Languages the docs use; anything else is shown as plain, escaped text. */
const CODE_LANGUAGES = ['scala', 'shellscript', 'json', 'diff', 'java', 'yaml', 'xml', 'kotlin'] as const;

/** Info-string names that should reuse a loaded grammar (sbt build files are Scala). */
const LANGUAGE_ALIASES: Record<string, string> = { sbt: 'scala', sc: 'scala', mill: 'scala' };

const PLAIN_TEXT = 'text';

type HastNode = { type: string; value?: string; children?: HastNode[]; properties?: Record<string, unknown> };

function textOf(node: HastNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
}

/**
 * Fewer nodes for the same colours: a token drawn in the block's own foreground colours, or
 * only whitespace, becomes bare text (it inherits them from <pre>), and neighbours of one colour
 * share a span. A long page
 * of examples otherwise builds thousands of spans that only repeat what their parent says.
 */
function compactTokens(tokens: HastNode[], defaultStyle: string): HastNode[] {
  const compacted: HastNode[] = [];
  for (const token of tokens) {
    const style = token.type === 'element' ? String(token.properties?.style ?? '').toLowerCase() : undefined;
    // Whitespace shows no colour, so its token needs no span unless it is underlined or struck.
    const blank = /^\s*$/.test(textOf(token)) && !style?.includes('text-decoration');
    const plain = token.type === 'text' || style === defaultStyle || blank;
    const node: HastNode = plain ? { type: 'text', value: textOf(token) } : token;
    const previous = compacted[compacted.length - 1];
    if (previous?.type === 'text' && node.type === 'text')
      previous.value = `${previous.value ?? ''}${node.value ?? ''}`;
    else if (
      previous?.type === 'element' &&
      node.type === 'element' &&
      String(previous.properties?.style).toLowerCase() === style
    ) {
      previous.children = [{ type: 'text', value: `${textOf(previous)}${textOf(node)}` }];
    } else compacted.push(node);
  }
  return compacted;
}

/** A range of one line to wrap in its own element (an identifier with its type), 0-based columns. */
export interface TokenWrap {
  start: number;
  end: number;
  tagName: 'span' | 'a';
  properties: Record<string, string>;
}

function withText(token: HastNode, value: string): HastNode {
  return token.type === 'text' ? { type: 'text', value } : { ...token, children: [{ type: 'text', value }] };
}

/** One element for a wrapped range: the token itself when the range is one token, else a wrapper. */
function wrapped(nodes: HastNode[], wrap: TokenWrap): HastNode {
  const only = nodes.length === 1 ? nodes[0]! : undefined;
  if (only?.type === 'element')
    return { ...only, tagName: wrap.tagName, properties: { ...wrap.properties, ...only.properties } } as HastNode;
  return { type: 'element', tagName: wrap.tagName, properties: { ...wrap.properties }, children: nodes } as HastNode;
}

/**
 * The tokens of a line with each range of `wraps` (sorted, not overlapping) in an element of its
 * own; tokens are split where a range starts or ends inside them, and compacted on either side.
 */
function wrapTokens(
  tokens: HastNode[],
  wraps: readonly TokenWrap[],
  compact: (tokens: HastNode[]) => HastNode[],
): HastNode[] {
  const result: HastNode[] = [];
  let outside: HastNode[] = [];
  let inside: HastNode[] = [];
  let next = 0;
  let position = 0;
  for (const token of tokens) {
    let text = textOf(token);
    while (text.length > 0) {
      const wrap = wraps[next];
      const within = wrap !== undefined && position >= wrap.start;
      const boundary = wrap === undefined ? Infinity : within ? wrap.end : wrap.start;
      const taken = Math.min(text.length, boundary - position);
      (within ? inside : outside).push(withText(token, text.slice(0, taken)));
      position += taken;
      text = text.slice(taken);
      if (wrap !== undefined && position === wrap.end) {
        result.push(...compact(outside), wrapped(compact(inside), wrap));
        outside = [];
        inside = [];
        next++;
      }
    }
  }
  // A range past the end of the line still ends with the line.
  const open = wraps[next];
  return open !== undefined && inside.length > 0
    ? [...result, ...compact(outside), wrapped(compact(inside), open)]
    : [...result, ...compact(outside)];
}

interface HighlightOptions {
  lang: string | undefined;
  isHighlighted: (line: number) => boolean;
  /** Lines a tool printed (mdoc's evaluated output), shown as plain output rather than code. */
  isOutput?: (line: number) => boolean;
  /** Ranges of a line (1-based) to wrap in elements of their own. */
  wraps?: (line: number) => readonly TokenWrap[];
  showLineNumbers: boolean;
  startLine: number;
  /** The id of what describes the block to assistive technology (how to reach its types). */
  describedBy?: string;
}

export interface CodeHighlighter {
  /** `<pre class="shiki …"><code>…</code></pre>`, one `<span class="line">` per source line. */
  highlight(code: string, options: HighlightOptions): string;
  /** The grammar `lang` will be highlighted with, `text` for unknown languages. */
  resolveLanguage(lang: string | undefined): string;
}

/** Loading grammars and the regex engine is the slow part, so one instance serves every render. */
export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  const [light, dark] = await Promise.all([loadCodeTheme(CODE_THEMES.light), loadCodeTheme(CODE_THEMES.dark)]);
  const shiki: Highlighter = await createHighlighter({
    themes: [light, dark],
    langs: [...CODE_LANGUAGES],
    langAlias: LANGUAGE_ALIASES,
  });
  const known = new Set([...shiki.getLoadedLanguages(), ...Object.keys(LANGUAGE_ALIASES)]);
  // The style shiki writes on a token drawn in the theme's plain foreground, in both themes.
  const defaultStyle =
    `--shiki-light:${String(light.colors?.['editor.foreground'])};--shiki-dark:${String(dark.colors?.['editor.foreground'])}`.toLowerCase();

  const resolveLanguage = (lang: string | undefined): string => {
    const name = lang?.toLowerCase();
    return name !== undefined && known.has(name) ? name : PLAIN_TEXT;
  };

  return {
    resolveLanguage,
    highlight(code, options) {
      const transformer: ShikiTransformer = {
        name: 'effectie:lines',
        pre(node) {
          if (options.showLineNumbers) this.addClassToHast(node, 'line-numbers');
          if (options.describedBy !== undefined) node.properties['aria-describedby'] = options.describedBy;
        },
        code(node) {
          // CSS counters number the lines so copied text and textContent never include the numbers.
          if (options.showLineNumbers) node.properties.style = `counter-reset:line ${options.startLine - 1}`;
        },
        line(node, line) {
          const compact = (tokens: HastNode[]) => compactTokens(tokens, defaultStyle);
          const wraps = options.wraps?.(line) ?? [];
          node.children = (
            wraps.length === 0
              ? compact(node.children as HastNode[])
              : wrapTokens(node.children as HastNode[], wraps, compact)
          ) as typeof node.children;
          if (options.isHighlighted(line)) this.addClassToHast(node, 'highlighted');
          if (options.isOutput?.(line)) {
            // Output is text, not code: one text node instead of a span per token.
            this.addClassToHast(node, 'output');
            node.children = [{ type: 'text', value: textOf(node) }];
          }
        },
      };
      return shiki.codeToHtml(code, {
        lang: resolveLanguage(options.lang),
        themes: { light: CODE_THEMES.light.name, dark: CODE_THEMES.dark.name },
        // Tokens carry only --shiki-light/--shiki-dark; content.css picks one per html[data-theme].
        defaultColor: false,
        // No time limit per line: past shiki's default 500 ms (the first lines, while the grammar's
        // expressions compile, on a busy machine) the rest of a line is left one uncoloured token,
        // so the same page came out otherwise from one build to the next.
        tokenizeTimeLimit: 0,
        transformers: [transformer],
      });
    },
  };
}
