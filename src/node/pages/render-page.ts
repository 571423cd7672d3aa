import type { StandalonePageData } from '../../shared/standalone-page';
import { MarkdownSyntaxError, type MarkdownRenderer, type RenderedMarkdown } from '../markdown';
import type { DocLinks } from '../docs/render-doc';
import { docLinkResolver, type SiteRenderContext } from '../docs/render-context';
import { pageUrl } from '../site/page-url';
import type { SourcePage } from './load-pages';

/** A standalone page rendered: its route and everything its page shows. */
export interface RenderedPage {
  path: string;
  data: StandalonePageData;
}

/** A page rendered, with its links for the check; or the Markdown errors that kept it from rendering. */
export type PageRenderResult =
  | { rendered: RenderedPage; links: DocLinks; markdownErrors?: undefined }
  | { markdownErrors: string[] };

/**
 * Renders one standalone page as Docusaurus's MDX page shows it: its body alone, with no title
 * above it (its own `#` heading is its title), and a table of contents of its headings.
 */
export function renderStandalonePage(
  context: SiteRenderContext,
  page: SourcePage,
  renderer: MarkdownRenderer,
): PageRenderResult {
  const { config } = context.site;
  let output: RenderedMarkdown;
  try {
    output = renderer.render(page.body, {
      tocMinLevel: page.frontMatter.toc_min_heading_level ?? config.docs.tocMinLevel,
      tocMaxLevel: page.frontMatter.toc_max_heading_level ?? config.docs.tocMaxLevel,
      resolveLink: docLinkResolver(context, page),
    });
  } catch (error) {
    if (!(error instanceof MarkdownSyntaxError)) throw error;
    return {
      markdownErrors: error.problems.map(
        ({ reason, line }) =>
          `${line === undefined ? page.fileName : `${page.fileName}:${page.bodyStartLine + line - 1}`} ${reason}`,
      ),
    };
  }
  const { image, keywords, unlisted, wrapperClassName, hide_table_of_contents } = page.frontMatter;
  return {
    rendered: {
      path: page.path,
      data: {
        id: page.id,
        title: page.title,
        name: page.name,
        titleHeading: page.hasContentTitle ? 'in-body' : 'visually-hidden',
        description: page.description,
        keywords,
        // As a doc's: a URL as it is; "/img/x.png" a file of the site; a relative path, from the page's route.
        image:
          image === undefined
            ? undefined
            : new URL(image.startsWith('/') ? pageUrl(config, image) : image, pageUrl(config, page.path)).href,
        unlisted: unlisted === true,
        wrapperClassName,
        html: output.html,
        toc: output.toc,
        hideTableOfContents: hide_table_of_contents,
      },
    },
    links: {
      fileName: page.fileName,
      path: page.path,
      // Lines of the file, where the renderer counts from the body's first.
      links: output.links.map((link) =>
        link.line === undefined ? link : { ...link, line: page.bodyStartLine + link.line - 1 },
      ),
      anchors: [...new Set([...output.toc.map((entry) => entry.id), ...output.anchors])],
    },
  };
}
