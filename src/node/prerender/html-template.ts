import type { PageHead } from '../../shared/page-head';
import { escapeHtml } from '../../shared/text/html-entities';
import { replaceLiteral } from '../../shared/text/replace-literal';

interface PageParts {
  /** The route rendered, recorded so the browser can tell when it is served for another URL. */
  route: string;
  html: string;
  head: PageHead | undefined;
  /** The complete browser title, "Page | Site". */
  title: string;
  /** Empty for a page whose front matter says it has none: it then has no description tag. */
  description: string;
  canonical: string;
  /** Link tags that fetch the page's own chunks early. */
  preload: string;
  /** The site data block the browser reads (see siteDataScript). */
  siteData: string;
}

/** Puts a prerendered page into the built index.html. */
export function fillTemplate(template: string, page: PageParts): string {
  const parts: Array<[string | RegExp, string]> = [
    [/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`],
    [
      /<meta name="description" content="[^"]*" \/>/,
      page.description === '' ? '' : `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ],
    ['<!--app-head-->', `<link rel="canonical" href="${escapeHtml(page.canonical)}" />${page.preload}`],
    ['<!--site-data-->', page.siteData],
    [
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-route="${escapeHtml(page.route)}">${page.html}</div>`,
    ],
  ];
  return parts.reduce((html, [placeholder, content]) => replaceLiteral(html, placeholder, content), template);
}

/** `/` is index.html, `/docs/` docs/index.html, `/docs/fx` docs/fx.html. */
export function outputFile(route: string): string {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}
