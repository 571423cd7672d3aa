import type { Sidebar } from '../../shared/sidebar';
import { readingOrder } from '../../shared/sidebar-navigation';
import { createDocLinkResolver } from '../docs/resolve-doc-link';
import type { SourceDoc } from '../docs/load-version';
import type { LoadedSite } from '../site/load-site';
import { pageUrl } from '../site/page-url';
import { isExternalHref } from '../markdown/links';
import { categoryCards } from '../docs/category-cards';
import { docMarkdown } from './doc-markdown';
import { llmsTxt } from './llms-txt';
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
 * The Markdown copy of every doc page (at its route plus ".md"), `llms.txt` listing the current
 * version's pages, and each version's pages in one `llms-full*.txt`. Keys are paths inside the
 * output folder.
 */
export function markdownFiles(site: LoadedSite): Map<string, string> {
  const { config } = site;
  const routeByFile = new Map(site.versions.flatMap((version) => version.sources.docs.map((doc) => [doc.fileName, doc.path] as const)));
  const files = new Map<string, string>();
  const copies = site.versions.map((version, index) => {
    // An unlisted page keeps its Markdown copy (its URL works), but no list names it; nor a tag page.
    const descriptions = new Map(version.sources.docs.map((doc) => [doc.id, doc.description]));
    const pages = pagesInOrder(version.sources.docs, version.sidebar).map((doc) => {
      const toRoute = createDocLinkResolver(doc.fileName, routeByFile, site.routes);
      const text = docMarkdown({
        title: doc.name,
        description: doc.description,
        body: doc.body,
        compiledScala: site.examples.get(doc.fileName),
        cards: categoryCards(version.sidebars.get(version.displayedSidebar.get(doc.id) ?? '') ?? version.sidebar, doc.id, (id) => descriptions.get(id))?.map((card) => ({ ...card, href: pageUrl(config, markdownRoute(card.href)) })),
        absoluteUrl: (href) => {
          if (isExternalHref(href)) return undefined;
          const route = href.startsWith('#') ? `${doc.path}${href}` : toRoute(href);
          return route === undefined ? undefined : pageUrl(config, route);
        },
      });
      const file = markdownRoute(doc.path).slice(1);
      files.set(file, text);
      return { unlisted: doc.frontMatter.unlisted === true || doc.tagPage === true, id: doc.id, title: doc.name, description: doc.description, text, url: pageUrl(config, `/${file}`), html: pageUrl(config, doc.path) };
    });
    const file = fullTextFile(version.meta.name, index === 0);
    const header = `# ${config.title} ${version.meta.label}: the whole documentation\n\n> ${config.tagline}\n`;
    const listed = pages.filter((page) => !page.unlisted);
    files.set(file, [header, ...listed.map(({ text, html }) => `${text}\nSource: ${html}\n`)].join('\n---\n\n'));
    return { version, pages: listed, full: { title: `${config.title} ${version.meta.label}: every page in one file`, url: pageUrl(config, `/${file}`) } };
  });
  const [current] = copies;
  if (current !== undefined) {
    files.set(
      'llms.txt',
      llmsTxt({
        title: config.title,
        tagline: config.tagline,
        versionLabel: current.version.meta.label,
        sidebar: current.version.sidebar,
        pages: current.pages,
        optional: copies.map((copy) => copy.full),
      }),
    );
  }
  return files;
}
