import type { Sidebar } from '../../shared/sidebar';
import { readingOrder } from '../../shared/sidebar-navigation';
import type { SourceDoc } from '../docs/load-version';
import type { LoadedSite } from '../site/load-site';
import { pageUrl } from '../site/page-url';
import { llmsTxt } from './llms-txt';
import { markdownCopy, markdownCopyContext, type TextFile } from './markdown-copy';
import { markdownRoute } from './markdown-route';

/** One version's pages in sidebar reading order, then any page the sidebar does not list. */
function pagesInOrder(docs: readonly SourceDoc[], sidebar: Sidebar): SourceDoc[] {
  const rank = new Map(readingOrder(sidebar).map((link, index) => [link.id, index]));
  return [...docs].sort((a, b) => (rank.get(a.id) ?? rank.size) - (rank.get(b.id) ?? rank.size));
}

/** A version's whole documentation in one file; the current version's has the conventional name. */
function fullTextFile(versionName: string, isCurrent: boolean): string {
  return isCurrent ? 'llms-full.txt' : `llms-full-${versionName}.txt`;
}

/**
 * The Markdown copy of every doc page (at its route plus ".md"), each version's pages in one
 * `llms-full*.txt` once its pages are done, and last `llms.txt` listing the current version's
 * pages. One version's text is held at a time, so a caller that writes each file as it comes
 * keeps little. A version in `reusedVersions` gets no files (an earlier build wrote them), but
 * llms.txt still lists its whole text.
 */
export function* markdownCopyFiles(site: LoadedSite, { reusedVersions = new Set() }: { reusedVersions?: ReadonlySet<string> } = {}): Generator<TextFile> {
  const { config } = site;
  const context = markdownCopyContext(site);
  const fullFiles: { title: string; url: string }[] = [];
  let current: { label: string; sidebar: Sidebar; pages: { id: string; title: string; description: string | undefined; url: string }[] } | undefined;
  for (const [index, version] of site.versions.entries()) {
    const reused = reusedVersions.has(version.meta.name);
    const parts: string[] = [];
    const listed: { id: string; title: string; description: string | undefined; url: string }[] = [];
    for (const doc of pagesInOrder(version.sources.docs, version.sidebar)) {
      const copy = reused ? undefined : markdownCopy(context, version, doc);
      if (copy !== undefined) yield copy;
      // An unlisted page keeps its Markdown copy (its URL works), but no list names it; nor a tag page.
      if (doc.frontMatter.unlisted === true || doc.tagPage === true) continue;
      if (copy !== undefined) parts.push(`${copy.text}\nSource: ${pageUrl(config, doc.path)}\n`);
      listed.push({ id: doc.id, title: doc.name, description: doc.description, url: pageUrl(config, markdownRoute(doc.path)) });
    }
    const file = fullTextFile(version.meta.name, index === 0);
    const header = `# ${config.title} ${version.meta.label}: the whole documentation\n\n> ${config.tagline}\n`;
    if (!reused) yield { file, text: [header, ...parts].join('\n---\n\n') };
    fullFiles.push({ title: `${config.title} ${version.meta.label}: every page in one file`, url: pageUrl(config, `/${file}`) });
    if (index === 0) current = { label: version.meta.label, sidebar: version.sidebar, pages: listed };
  }
  if (current !== undefined) {
    yield {
      file: 'llms.txt',
      text: llmsTxt({ title: config.title, tagline: config.tagline, versionLabel: current.label, sidebar: current.sidebar, pages: current.pages, optional: fullFiles }),
    };
  }
}

/** Every Markdown copy and llms file in memory, by path inside the output folder. */
export function markdownFiles(site: LoadedSite): Map<string, string> {
  return new Map([...markdownCopyFiles(site)].map(({ file, text }) => [file, text]));
}
