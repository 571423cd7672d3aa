import type { Sidebar } from '../../shared/sidebar';
import { readingOrder } from '../../shared/sidebar-navigation';

interface ListedPage {
  id: string;
  title: string;
  description: string | undefined;
  /** Absolute URL of the page's Markdown copy. */
  url: string;
}

interface LlmsTxtInput {
  title: string;
  tagline: string;
  versionLabel: string;
  sidebar: Sidebar;
  pages: readonly ListedPage[];
  /** The site's standalone pages (content/pages/), outside the docs. */
  sitePages?: readonly ListedPage[];
  /** Further files a reader may skip: each version's documentation in one file. */
  optional: readonly { title: string; url: string }[];
}

const entry = (title: string, url: string, notes: string | undefined) =>
  `- [${title}](${url})${notes ? `: ${notes}` : ''}`;

/**
 * `/llms.txt` as the llms.txt convention lays it out: the site's name as the heading, its
 * summary as a quote, then one section per top-level sidebar category listing its pages (links
 * to their Markdown copies, with their descriptions), the site's standalone pages, and an
 * "Optional" section last.
 */
export function llmsTxt({
  title,
  tagline,
  versionLabel,
  sidebar,
  pages,
  sitePages = [],
  optional,
}: LlmsTxtInput): string {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const listed = new Set<string>();
  const section = (heading: string, ids: readonly string[]) => {
    const lines = ids.flatMap((id) => {
      const page = byId.get(id);
      if (page === undefined || listed.has(id)) return [];
      listed.add(id);
      return [entry(page.title, page.url, page.description)];
    });
    return lines.length === 0 ? [] : [`## ${heading}`, '', ...lines, ''];
  };
  const topLevelDocs = sidebar.flatMap((item) => (item.type === 'doc' ? [item.id] : []));
  const categories = sidebar.flatMap((item) =>
    item.type === 'category'
      ? [
          section(
            item.label,
            readingOrder([item]).map((link) => link.id),
          ),
        ]
      : [],
  );
  const sections = [...section('Start here', topLevelDocs), ...categories.flat()];
  const unlisted = section(
    'Other pages',
    pages.map((page) => page.id),
  );
  return [
    `# ${title}`,
    '',
    `> ${tagline}`,
    '',
    `The documentation of ${title} ${versionLabel}. Every page is also published as Markdown: its URL plus ".md", as linked below.`,
    '',
    ...sections,
    ...unlisted,
    ...(sitePages.length === 0
      ? []
      : ['## Pages', '', ...sitePages.map((page) => entry(page.title, page.url, page.description)), '']),
    '## Optional',
    '',
    ...optional.map((file) => entry(file.title, file.url, undefined)),
    '',
  ].join('\n');
}
