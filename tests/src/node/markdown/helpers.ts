import { createRequire } from 'node:module';
import {
  createMarkdownRenderer,
  type MarkdownRenderer,
  type RenderedMarkdown,
  type RenderOptions,
} from '../../../../src/node/markdown/index.js';

let shared: Promise<MarkdownRenderer> | undefined;

/** One renderer per test file: creating the highlighter is the slow part. */
export function sharedRenderer(): Promise<MarkdownRenderer> {
  shared ??= createMarkdownRenderer();
  return shared;
}

const DEFAULT_OPTIONS: RenderOptions = { tocMinLevel: 2, tocMaxLevel: 3 };

export async function render(markdown: string, options: Partial<RenderOptions> = {}): Promise<RenderedMarkdown> {
  return (await sharedRenderer()).render(markdown, { ...DEFAULT_OPTIONS, ...options });
}

// jsdom 26 has no type package of its own version; this is the one API used. It is required on
// first use, as loading it costs more than many a test file that only renders.
type Jsdom = { JSDOM: { fragment(html: string): DocumentFragment } };
let jsdom: Jsdom | undefined;

/** Parses rendered HTML so tests can assert on what a reader (or screen reader) gets. */
export function dom(html: string): DocumentFragment {
  jsdom ??= createRequire(import.meta.url)('jsdom') as Jsdom;
  return jsdom.JSDOM.fragment(html);
}

export function dedent(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(
    ...lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0),
  );
  return lines.map((line) => line.slice(indent)).join('\n');
}
