import type { DocPageData } from '../../shared/doc-page';
import { breadcrumbs, previousAndNext } from '../../shared/sidebar-navigation';
import { routeKey, splitHref } from '../../shared/routes/normalize-path';
import { decodeFragment } from '../../shared/routes/decode-fragment';
import { stripBase, withBase } from '../../shared/routes/join-url';
import { createMarkdownRenderer, MarkdownSyntaxError, type MarkdownRenderer } from '../markdown';
import type { LoadedSite } from '../site/load-site';
import { markdownRoute } from '../markdown-copies/markdown-route';
import { createDocLinkResolver } from './resolve-doc-link';
import { pageFooterFacts } from './page-footer-facts';

export interface RenderedDoc {
  versionName: string;
  path: string;
  data: DocPageData;
  /** A page of the API reference, which the build writes. */
  reference: boolean;
}

export class BrokenLinksError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The docs have ${problems.length} broken link${problems.length === 1 ? '' : 's'}:\n${problems.map((problem) => `  ${problem}`).join('\n')}\nFix or remove them; nothing was built.`);
    this.name = 'BrokenLinksError';
  }
}

/** Renders every doc of every version, then checks every internal link and anchor between them. */
export async function renderDocs(site: LoadedSite, renderer?: MarkdownRenderer): Promise<RenderedDoc[]> {
  renderer ??= await createMarkdownRenderer();
  const routeByFile = new Map(site.versions.flatMap((version) => version.sources.docs.map((doc) => [doc.fileName, doc.path] as const)));
  const problems: string[] = [];
  const footerFacts = pageFooterFacts(site);
  const pending: { rendered: RenderedDoc; fileName: string; links: { href: string; resolved: string | undefined }[] }[] = [];

  for (const version of site.versions) {
    for (const doc of version.sources.docs) {
      const toRoute = createDocLinkResolver(doc.fileName, routeByFile, site.routes);
      // The HTML is final, so its links carry the base URL; the check below strips it again.
      const resolveLink = (href: string) => {
        const route = toRoute(href);
        return route === undefined ? undefined : withBase(site.config.baseUrl, route);
      };
      let output;
      try {
        output = renderer.render(doc.body, {
          tocMinLevel: site.config.docs.tocMinLevel,
          tocMaxLevel: site.config.docs.tocMaxLevel,
          resolveLink,
          compiledScala: site.examples.get(doc.fileName),
          symbolHref: (symbol) => {
            const route = version.referenceLinks.get(symbol);
            return route === undefined ? undefined : withBase(site.config.baseUrl, route);
          },
        });
      } catch (error) {
        if (error instanceof MarkdownSyntaxError) {
          const where = error.line === undefined ? doc.fileName : `${doc.fileName}:${doc.bodyStartLine + error.line - 1}`;
          problems.push(`${where} ${error.message.replace(/ \(line \d+\)$/, '')}`);
          continue;
        }
        throw error;
      }
      const { previous, next } = previousAndNext(version.sidebar, doc.id);
      const data: DocPageData = {
        id: doc.id,
        title: doc.frontMatter.title,
        description: doc.frontMatter.description,
        html: output.html,
        toc: output.toc,
        hideTableOfContents: doc.frontMatter.hide_table_of_contents,
        versionName: version.meta.name,
        breadcrumbs: breadcrumbs(version.sidebar, doc.id)
          .filter((category) => category.docId !== doc.id)
          .map((category) => ({ label: category.label, href: category.href })),
        previous,
        next,
        markdownUrl: withBase(site.config.baseUrl, markdownRoute(doc.path)),
        ...footerFacts(doc, version.meta.name),
      };
      pending.push({ rendered: { versionName: version.meta.name, path: doc.path, data, reference: doc.generatedFrom !== undefined }, fileName: doc.fileName, links: output.links });
    }
  }

  // Anchors are known only once every page is rendered, so links are checked afterwards.
  const anchorsByRoute = new Map(pending.map(({ rendered }) => [routeKey(rendered.path), new Set([...rendered.data.toc.map((entry) => entry.id), ...anchorsOf(rendered.data.html)])]));
  for (const { rendered, fileName, links } of pending) {
    for (const link of links) {
      if (link.resolved === undefined) {
        problems.push(`${fileName}: "${link.href}" leads to no page.`);
        continue;
      }
      const { pathname: resolvedPath, suffix } = splitHref(link.resolved);
      const pathname = resolvedPath === '' ? '' : (stripBase(site.config.baseUrl, resolvedPath) ?? resolvedPath);
      const hash = suffix.startsWith('#') ? decodeFragment(suffix.slice(1)) : '';
      const target = pathname === '' ? routeKey(rendered.path) : routeKey(pathname);
      const anchors = anchorsByRoute.get(target);
      if (hash !== '' && anchors && !anchors.has(hash)) problems.push(`${fileName}: "${link.href}" points at "#${hash}", which that page does not have.`);
    }
  }
  if (problems.length > 0) throw new BrokenLinksError(problems);
  return pending.map(({ rendered }) => rendered);
}

function anchorsOf(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
}
