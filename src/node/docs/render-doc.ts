import type { DocPageData } from '../../shared/doc-page';
import { breadcrumbs } from '../../shared/sidebar-navigation';
import { withBase } from '../../shared/routes/join-url';
import { MarkdownSyntaxError, type LinkRef, type MarkdownRenderer } from '../markdown';
import { markdownRoute } from '../markdown-copies/markdown-route';
import { pageUrl } from '../site/page-url';
import { categoryCards } from './category-cards';
import type { SourceDoc } from './source-doc';
import { docLinkResolver, type VersionRenderContext } from './render-context';
import type { RenderedDoc } from './rendered-doc';

/** What the check of links between pages needs of one page: a few strings, not its HTML. */
export interface DocLinks {
  fileName: string;
  path: string;
  /** Every link the page writes, as written and as resolved (with the base URL); undefined leads nowhere. */
  links: LinkRef[];
  /** The ids a link may point at: its headings' and every other element's. */
  anchors: string[];
}

/** A page rendered, with its links for the check; or the Markdown errors that kept it from rendering. */
export type DocRenderResult =
  | { rendered: RenderedDoc; links: DocLinks; markdownErrors?: undefined }
  | { markdownErrors: string[] };

/** Renders one doc of the context's version to its page data. */
export function renderDoc(context: VersionRenderContext, doc: SourceDoc, renderer: MarkdownRenderer): DocRenderResult {
  const { site, version } = context;
  const { baseUrl } = site.config;
  const sidebarName = version.displayedSidebar.get(doc.id);
  const sidebar = sidebarName === undefined ? [] : (version.sidebars.get(sidebarName) ?? []);
  const resolveLink = docLinkResolver(context, doc);
  let output;
  try {
    output = renderer.render(doc.body, {
      tocMinLevel: doc.frontMatter.toc_min_heading_level ?? site.config.docs.tocMinLevel,
      tocMaxLevel: doc.frontMatter.toc_max_heading_level ?? site.config.docs.tocMaxLevel,
      resolveLink,
      compiledScala: site.examples.get(doc.fileName),
      // The category a page opens lists its cards even where the page shows no sidebar.
      docCards: [sidebar, ...version.sidebars.values()]
        .map((candidate) => categoryCards(candidate, doc.id, (id) => context.descriptions.get(id)))
        .find((cards) => cards !== undefined)
        ?.map((card) => ({ ...card, href: withBase(baseUrl, card.href) })),
      symbolHref: (symbol) => {
        const route = version.referenceLinks.get(symbol);
        return route === undefined ? undefined : withBase(baseUrl, route);
      },
    });
  } catch (error) {
    if (!(error instanceof MarkdownSyntaxError)) throw error;
    return {
      markdownErrors: error.problems.map(
        ({ reason, line }) =>
          `${line === undefined ? doc.fileName : `${doc.fileName}:${doc.bodyStartLine + line - 1}`} ${reason}`,
      ),
    };
  }
  const { previous, next } = context.neighbours(doc, sidebarName);
  const { image, keywords, unlisted } = doc.frontMatter;
  const data: DocPageData = {
    id: doc.id,
    title: doc.title,
    name: doc.name,
    titleHeading: titleHeading(doc),
    description: doc.description,
    keywords,
    // A URL as it is; "/img/x.png" a file of the site (public/); a relative path, from the page's route.
    image:
      image === undefined
        ? undefined
        : new URL(image.startsWith('/') ? pageUrl(site.config, image) : image, pageUrl(site.config, doc.path)).href,
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
    markdownUrl: withBase(baseUrl, markdownRoute(doc.path)),
    ...context.footerFacts(doc, version.meta.name),
  };
  return {
    rendered: {
      versionName: version.meta.name,
      sidebarName,
      path: doc.path,
      data,
      reference: doc.generatedFrom !== undefined && !doc.tagPage,
    },
    links: {
      fileName: doc.fileName,
      path: doc.path,
      // Lines of the file, where the renderer counts from the body's first.
      links: output.links.map((link) =>
        link.line === undefined ? link : { ...link, line: doc.bodyStartLine + link.line - 1 },
      ),
      anchors: [...new Set([...output.toc.map((entry) => entry.id), ...anchorsOf(output.html)])],
    },
  };
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
