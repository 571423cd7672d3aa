import type { DocPageData } from '../../shared/doc-page';
import { breadcrumbs } from '../../shared/sidebar-navigation';
import { routeKey, splitHref } from '../../shared/routes/normalize-path';
import { decodeFragment } from '../../shared/routes/decode-fragment';
import { stripBase, withBase } from '../../shared/routes/join-url';
import { createMarkdownRenderer, MarkdownSyntaxError, type MarkdownRenderer } from '../markdown';
import type { LoadedSite } from '../site/load-site';
import { markdownRoute } from '../markdown-copies/markdown-route';
import { createDocLinkResolver } from './resolve-doc-link';
import { pageFooterFacts } from './page-footer-facts';
import { categoryCards } from './category-cards';
import { pagination } from './pagination';
import type { SourceDoc } from './load-version';
import { pageUrl } from '../site/page-url';
import { latestVersion } from '../../shared/versions';

export interface RenderedDoc {
  versionName: string;
  /** The sidebar shown beside the page, by id; none when absent. */
  sidebarName?: string | undefined;
  path: string;
  data: DocPageData;
  /** A page of the API reference, which the build writes. */
  reference: boolean;
}

/** What stops the build in the pages themselves, each kind under a heading that names it. */
export class DocsContentError extends Error {
  constructor(
    readonly markdownErrors: readonly string[],
    readonly brokenLinks: readonly string[],
  ) {
    const section = (noun: string, problems: readonly string[]) =>
      problems.length === 0 ? [] : [`The docs have ${problems.length} ${noun}${problems.length === 1 ? '' : 's'}:`, ...problems.map((problem) => `  ${problem}`)];
    super(
      [
        ...section('Markdown error', markdownErrors),
        ...section('broken link', brokenLinks),
        'Fix them; nothing was built.',
      ].join('\n'),
    );
    this.name = 'DocsContentError';
  }
}

/** Renders every doc of every version, then checks every internal link and anchor between them. */
export async function renderDocs(site: LoadedSite, renderer?: MarkdownRenderer): Promise<RenderedDoc[]> {
  renderer ??= await createMarkdownRenderer();
  const routeByFile = new Map(site.versions.flatMap((version) => version.sources.docs.map((doc) => [doc.fileName, doc.path] as const)));
  const markdownErrors: string[] = [];
  const brokenLinks: string[] = [];
  const footerFacts = pageFooterFacts(site);
  const latest = latestVersion(site.docs);
  const pending: { rendered: RenderedDoc; fileName: string; links: { href: string; resolved: string | undefined }[] }[] = [];

  for (const version of site.versions) {
    const descriptions = new Map(version.sources.docs.map((doc) => [doc.id, doc.description]));
    const neighbours = new Map([...version.sidebars].map(([id, sidebar]) => [id, pagination(sidebar, version.sources.docs)]));
    for (const doc of version.sources.docs) {
      const sidebarName = version.displayedSidebar.get(doc.id);
      const sidebar = sidebarName === undefined ? [] : (version.sidebars.get(sidebarName) ?? []);
      const toRoute = createDocLinkResolver(doc.fileName, routeByFile, site.routes);
      // The HTML is final, so its links carry the base URL; the check below strips it again.
      const resolveLink = (href: string) => {
        const route = toRoute(href);
        return route === undefined ? undefined : withBase(site.config.baseUrl, route);
      };
      let output;
      try {
        output = renderer.render(doc.body, {
          tocMinLevel: doc.frontMatter.toc_min_heading_level ?? site.config.docs.tocMinLevel,
          tocMaxLevel: doc.frontMatter.toc_max_heading_level ?? site.config.docs.tocMaxLevel,
          resolveLink,
          compiledScala: site.examples.get(doc.fileName),
          // The category a page opens lists its cards even where the page shows no sidebar.
          docCards: [sidebar, ...version.sidebars.values()]
            .map((candidate) => categoryCards(candidate, doc.id, (id) => descriptions.get(id)))
            .find((cards) => cards !== undefined)
            ?.map((card) => ({ ...card, href: withBase(site.config.baseUrl, card.href) })),
          symbolHref: (symbol) => {
            const route = version.referenceLinks.get(symbol);
            return route === undefined ? undefined : withBase(site.config.baseUrl, route);
          },
        });
      } catch (error) {
        if (error instanceof MarkdownSyntaxError) {
          for (const { reason, line } of error.problems) {
            markdownErrors.push(`${line === undefined ? doc.fileName : `${doc.fileName}:${doc.bodyStartLine + line - 1}`} ${reason}`);
          }
          continue;
        }
        throw error;
      }
      const { previous, next } = sidebarName === undefined ? pagination([], version.sources.docs)(doc) : neighbours.get(sidebarName)!(doc);
      const { image, keywords, unlisted } = doc.frontMatter;
      const data: DocPageData = {
        id: doc.id,
        title: doc.title,
        name: doc.name,
        titleHeading: titleHeading(doc),
        description: doc.description,
        keywords,
        // A URL as it is; "/img/x.png" a file of the site (public/); a relative path, from the page's route.
        image: image === undefined ? undefined : new URL(image.startsWith('/') ? pageUrl(site.config, image) : image, pageUrl(site.config, doc.path)).href,
        tags: doc.tags.map((tag) => ({ label: tag.label, href: tag.path })),
        unlisted: unlisted === true,
        showSidebar: sidebarName !== undefined,
        html: output.html,
        toc: output.toc,
        hideTableOfContents: doc.frontMatter.hide_table_of_contents,
        versionName: version.meta.name,
        breadcrumbs: breadcrumbs(sidebar, doc.id)
          .filter((category) => category.docId !== doc.id)
          .map((category) => ({ label: category.label, href: category.href })),
        previous,
        next,
        markdownUrl: withBase(site.config.baseUrl, markdownRoute(doc.path)),
        ...footerFacts(doc, version.meta.name),
        latestPath: version.meta.isLast ? undefined : latest.docs.find((candidate) => candidate.id === doc.id)?.path,
      };
      pending.push({ rendered: { versionName: version.meta.name, sidebarName, path: doc.path, data, reference: doc.generatedFrom !== undefined && !doc.tagPage }, fileName: doc.fileName, links: output.links });
    }
  }

  // Anchors are known only once every page is rendered, so links are checked afterwards.
  const anchorsByRoute = new Map(pending.map(({ rendered }) => [routeKey(rendered.path), new Set([...rendered.data.toc.map((entry) => entry.id), ...anchorsOf(rendered.data.html)])]));
  for (const { rendered, fileName, links } of pending) {
    for (const link of links) {
      if (link.resolved === undefined) {
        brokenLinks.push(`${fileName}: "${link.href}" leads to no page.`);
        continue;
      }
      const { pathname: resolvedPath, suffix } = splitHref(link.resolved);
      const pathname = resolvedPath === '' ? '' : (stripBase(site.config.baseUrl, resolvedPath) ?? resolvedPath);
      const hash = suffix.startsWith('#') ? decodeFragment(suffix.slice(1)) : '';
      const target = pathname === '' ? routeKey(rendered.path) : routeKey(pathname);
      const anchors = anchorsByRoute.get(target);
      if (hash !== '' && anchors && !anchors.has(hash)) brokenLinks.push(`${fileName}: "${link.href}" points at "#${hash}", which that page does not have.`);
    }
  }
  if (markdownErrors.length > 0 || brokenLinks.length > 0) throw new DocsContentError(markdownErrors, brokenLinks);
  return pending.map(({ rendered }) => rendered);
}

/**
 * Docusaurus shows no title above a page whose `title` is empty, as with `hide_title`; screen
 * readers still get a heading that names the page, as every page of the site has one.
 */
function titleHeading(doc: SourceDoc): DocPageData['titleHeading'] {
  if (doc.hasContentTitle) return 'in-body';
  return doc.title.trim() === '' || doc.frontMatter.hide_title === true ? 'visually-hidden' : 'shown';
}

function anchorsOf(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
}
