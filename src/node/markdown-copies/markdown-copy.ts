import { createDocLinkResolver, siteLinkTargets, type LinkTargets } from '../docs/resolve-doc-link';
import type { SourceDoc } from '../docs/source-doc';
import type { BuiltVersion } from '../docs/version-metadata';
import { categoryCards } from '../docs/category-cards';
import type { LoadedSite } from '../site/load-site';
import type { SourcePage } from '../pages/load-pages';
import { pageUrl } from '../site/page-url';
import { isExternalHref } from '../markdown/links';
import { docMarkdown } from './doc-markdown';
import { markdownRoute } from './markdown-route';

/** A file of the output folder made of text, by its path inside that folder. */
export interface TextFile {
  file: string;
  text: string;
}

/** What every page's Markdown copy is made with, worked out once per build. */
export interface MarkdownCopyContext {
  site: LoadedSite;
  linkTargets: LinkTargets;
  /** Each doc's description by id, per version, for the cards of the category a page opens. */
  descriptions: (version: BuiltVersion) => ReadonlyMap<string, string | undefined>;
}

export function markdownCopyContext(site: LoadedSite): MarkdownCopyContext {
  const byVersion = new WeakMap<BuiltVersion, Map<string, string | undefined>>();
  const descriptions = (version: BuiltVersion) => {
    let map = byVersion.get(version);
    if (map === undefined) {
      map = new Map(version.sources.docs.map((doc) => [doc.id, doc.description]));
      byVersion.set(version, map);
    }
    return map;
  };
  return { site, linkTargets: siteLinkTargets(site), descriptions };
}

/** One doc's Markdown copy, published at its route plus ".md". */
export function markdownCopy(
  { site, linkTargets, descriptions }: MarkdownCopyContext,
  version: BuiltVersion,
  doc: SourceDoc,
): TextFile {
  const { config } = site;
  const toRoute = createDocLinkResolver(doc, linkTargets);
  const described = descriptions(version);
  const text = docMarkdown({
    title: doc.name,
    description: doc.description,
    body: doc.body,
    compiledScala: site.examples.get(doc.fileName),
    cards: categoryCards(
      version.sidebars.get(version.displayedSidebar.get(doc.id) ?? '') ?? version.sidebar,
      doc.id,
      (id) => described.get(id),
    )?.map((card) => ({ ...card, href: pageUrl(config, markdownRoute(card.href)) })),
    absoluteUrl: (href) => {
      if (isExternalHref(href)) return undefined;
      const route = href.startsWith('#') ? `${doc.path}${href}` : toRoute(href);
      return route === undefined ? undefined : pageUrl(config, route);
    },
  });
  return { file: markdownRoute(doc.path).slice(1), text };
}

/** A standalone page's Markdown copy, published at its route plus ".md", as a doc's is. */
export function pageMarkdownCopy({ site, linkTargets }: MarkdownCopyContext, page: SourcePage): TextFile {
  const { config } = site;
  const toRoute = createDocLinkResolver(page, linkTargets);
  const text = docMarkdown({
    title: page.name,
    description: page.description,
    body: page.body,
    compiledScala: undefined,
    cards: undefined,
    absoluteUrl: (href) => {
      if (isExternalHref(href)) return undefined;
      const route = href.startsWith('#') ? `${page.path}${href}` : toRoute(href);
      return route === undefined ? undefined : pageUrl(config, route);
    },
  });
  return { file: markdownRoute(page.path).slice(1), text };
}
