import type { Sidebar } from '../../shared/sidebar';
import { readingOrder } from '../../shared/sidebar-navigation';
import type { SourceDoc } from '../docs/source-doc';
import type { BuiltVersion } from '../docs/version-metadata';
import type { LoadedSite } from '../site/load-site';
import { pageUrl } from '../site/page-url';
import { llmsTxt } from './llms-txt';
import { markdownCopy, markdownCopyContext, pageMarkdownCopy, type TextFile } from './markdown-copy';
import { markdownRoute } from './markdown-route';

/** One version's pages in sidebar reading order, then any page the sidebar does not list. */
export function pagesInOrder(docs: readonly SourceDoc[], sidebar: Sidebar): SourceDoc[] {
  const rank = new Map(readingOrder(sidebar).map((link, index) => [link.id, index]));
  return [...docs].sort((a, b) => (rank.get(a.id) ?? rank.size) - (rank.get(b.id) ?? rank.size));
}

/** A version's whole documentation in one file; the current version's has the conventional name. */
export function fullTextFile(versionName: string, isCurrent: boolean): string {
  return isCurrent ? 'llms-full.txt' : `llms-full-${versionName}.txt`;
}

/** The pages a version's lists name: no unlisted page (its URL still works), and no tag page. */
const listedPages = (version: BuiltVersion) =>
  pagesInOrder(version.sources.docs, version.sidebar).filter(
    (doc) => doc.frontMatter.unlisted !== true && doc.tagPage !== true,
  );

/**
 * All of a version's listed pages in one `llms-full*.txt`, in sidebar reading order, from each
 * page's Markdown copy.
 */
export function versionFullText(
  site: LoadedSite,
  version: BuiltVersion,
  copyOf: (doc: SourceDoc) => TextFile,
): TextFile {
  const { config } = site;
  const parts = listedPages(version).map((doc) => `${copyOf(doc).text}\nSource: ${pageUrl(config, doc.path)}\n`);
  const header = `# ${config.title} ${version.meta.label}: the whole documentation\n\n> ${config.tagline}\n`;
  return {
    file: fullTextFile(version.meta.name, version.meta.name === site.versions[0]?.meta.name),
    text: [header, ...parts].join('\n---\n\n'),
  };
}

/**
 * One version's files: the Markdown copy of each of its doc pages (at its route plus ".md"), then
 * all of its pages in one `llms-full*.txt`. One version's text is held at a time, so a caller
 * that writes each file as it comes keeps little.
 */
export function* versionMarkdownFiles(
  site: LoadedSite,
  version: BuiltVersion,
  context = markdownCopyContext(site),
): Generator<TextFile> {
  const copies = new Map<SourceDoc, TextFile>();
  for (const doc of pagesInOrder(version.sources.docs, version.sidebar)) {
    const copy = markdownCopy(context, version, doc);
    copies.set(doc, copy);
    yield copy;
  }
  yield versionFullText(site, version, (doc) => copies.get(doc)!);
}

/**
 * llms.txt: the current version's pages, and every version's whole text in one file, including a
 * version an earlier build wrote (and this one reuses).
 */
export function llmsTxtFile(site: LoadedSite): TextFile | undefined {
  const { config } = site;
  const current = site.versions[0];
  if (current === undefined) return undefined;
  const pages = listedPages(current).map((doc) => ({
    id: doc.id,
    title: doc.name,
    description: doc.description,
    url: pageUrl(config, markdownRoute(doc.path)),
  }));
  const sitePages = site.pages
    .filter((page) => page.frontMatter.unlisted !== true)
    .map((page) => ({
      id: page.id,
      title: page.name,
      description: page.description,
      url: pageUrl(config, markdownRoute(page.path)),
    }));
  const optional = site.versions.map((version, index) => ({
    title: `${config.title} ${version.meta.label}: every page in one file`,
    url: pageUrl(config, `/${fullTextFile(version.meta.name, index === 0)}`),
  }));
  return {
    file: 'llms.txt',
    text: llmsTxt({
      title: config.title,
      tagline: config.tagline,
      versionLabel: current.meta.label,
      sidebar: current.sidebar,
      pages,
      sitePages,
      optional,
    }),
  };
}

/** The Markdown copy of each standalone page (content/pages/), at its route plus ".md". */
export function* pagesMarkdownFiles(site: LoadedSite, context = markdownCopyContext(site)): Generator<TextFile> {
  for (const page of site.pages) yield pageMarkdownCopy(context, page);
}

/** Every version's files (see versionMarkdownFiles), the standalone pages' copies, then `llms.txt`. */
export function* markdownCopyFiles(site: LoadedSite): Generator<TextFile> {
  const context = markdownCopyContext(site);
  for (const version of site.versions) yield* versionMarkdownFiles(site, version, context);
  yield* pagesMarkdownFiles(site, context);
  const llms = llmsTxtFile(site);
  if (llms !== undefined) yield llms;
}

/** Every Markdown copy and llms file in memory, by path inside the output folder. */
export function markdownFiles(site: LoadedSite): Map<string, string> {
  return new Map([...markdownCopyFiles(site)].map(({ file, text }) => [file, text]));
}
