import type { OutputSources } from './output-sources';
import type { SourceDoc } from '../docs/source-doc';
import {
  pageMarkdownCopy,
  markdownCopyContext,
  type MarkdownCopyContext,
  type TextFile,
} from '../markdown-copies/markdown-copy';
import { fullTextFile, versionFullText } from '../markdown-copies/markdown-files';
import { markdownRoute } from '../markdown-copies/markdown-route';
import type { SiteOutput } from './site-output';

/**
 * The Markdown copy of each doc and standalone page, at its route plus ".md", and each version's
 * whole text in one `llms-full*.txt`.
 */
export const markdownCopies: SiteOutput = {
  name: 'the Markdown copies',
  files: (site) => {
    // The site's link targets, which every standalone page's copy resolves its links against: made
    // once, on the first page asked for.
    let pagesContext: MarkdownCopyContext | undefined;
    const pageContext = () => {
      pagesContext ??= markdownCopyContext(site);
      return pagesContext;
    };
    return [
      ...site.versions.flatMap(({ meta, sources }, index) => [
        ...sources.docs.map((doc) => ({
          path: markdownRoute(doc.path).slice(1),
          version: meta.name,
          make: async (made: OutputSources) => (await made.markdownCopy(meta.name, doc.id)).text,
        })),
        {
          path: fullTextFile(meta.name, index === 0),
          version: meta.name,
          make: async (made: OutputSources) => {
            const { version } = await made.version(meta.name);
            const copies = new Map<string, TextFile>();
            for (const doc of version.sources.docs) copies.set(doc.id, await made.markdownCopy(meta.name, doc.id));
            return versionFullText(site, version, (doc: SourceDoc) => copies.get(doc.id)!).text;
          },
        },
      ]),
      ...site.pages.map((page) => ({
        path: markdownRoute(page.path).slice(1),
        make: async () => pageMarkdownCopy(pageContext(), page).text,
      })),
    ];
  },
};
