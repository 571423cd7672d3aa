import { join } from 'node:path';
import { siteRenderContext, versionRenderContext, type VersionRenderContext } from '../docs/render-context';
import { renderDoc } from '../docs/render-doc';
import type { RenderedDoc } from '../docs/rendered-doc';
import type { BuiltVersion } from '../docs/version-metadata';
import type { CompiledExamples } from '../examples/compiled-examples';
import type { MarkdownRenderer } from '../markdown';
import {
  markdownCopy,
  markdownCopyContext,
  type MarkdownCopyContext,
  type TextFile,
} from '../markdown-copies/markdown-copy';
import { renderStandalonePage, type RenderedPage } from '../pages/render-page';
import type { LoadedSite } from '../site/load-site';
import { keptResults, type KeptResults } from './kept-results';

/** A page that cannot be rendered for the Markdown errors it has, each at its line. */
export class PageMarkdownErrors extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The page has Markdown errors:\n${problems.join('\n')}`);
    this.name = 'PageMarkdownErrors';
  }
}

/** What a version's pages are made with beyond what the site loaded: its compiled examples, its reference pages in full. */
export interface VersionMaterial {
  version: BuiltVersion;
  examples: CompiledExamples;
}

/** A version as its pages are made: the site seen with its compiled examples, and what its pages render with. */
export interface PreparedVersion {
  version: BuiltVersion;
  site: LoadedSite;
  render: VersionRenderContext;
  copies: MarkdownCopyContext;
}

/**
 * What the outputs are made from: the loaded site, which is never written, and the pages rendered
 * from it, each kept once made (with what it read) until it is forgotten.
 */
export interface OutputSources {
  site: LoadedSite;
  version(versionName: string): Promise<PreparedVersion>;
  /** A doc rendered; a doc with Markdown errors throws PageMarkdownErrors. */
  doc(versionName: string, docId: string): Promise<RenderedDoc>;
  /** A standalone page rendered; one with Markdown errors throws PageMarkdownErrors. */
  page(pageId: string): Promise<RenderedPage>;
  /** A doc's Markdown copy. */
  markdownCopy(versionName: string, docId: string): Promise<TextFile>;
  /** Keeps a doc or page rendered elsewhere (the build renders each once, in order, checking links). */
  rendered(made: { doc: RenderedDoc } | { page: RenderedPage }): void;
  /** Lets go of a version's pages: the build holds one version's at a time. */
  forgetVersion(versionName: string): void;
  /** Forgets whatever read `path`; answers the keys forgotten. */
  forget(path: string): string[];
}

export interface SourcesOptions {
  /** The folder the site's files are read from, against which each page's file name is. */
  siteRoot: string;
  /**
   * What a version's pages are made with beyond the loaded site (the development server loads a
   * version's compiled examples with its first page); the site's own examples by default.
   */
  prepare?: (site: LoadedSite, version: BuiltVersion) => Promise<VersionMaterial>;
}

export function outputSources(
  site: LoadedSite,
  renderer: MarkdownRenderer,
  { siteRoot, prepare = async (_site, version) => ({ version, examples: site.examples }) }: SourcesOptions,
  kept: KeptResults = keptResults(),
): OutputSources {
  const siteContext = siteRenderContext(site);
  const copyContext = markdownCopyContext(site);
  const builtVersion = (name: string) => {
    const version = site.versions.find((candidate) => candidate.meta.name === name);
    if (version === undefined) throw new Error(`The site has no version "${name}".`);
    return version;
  };
  const version = (name: string) =>
    kept.get(`version:${name}`, async (): Promise<PreparedVersion> => {
      const material = await prepare(site, builtVersion(name));
      const versionSite: LoadedSite = { ...site, examples: material.examples };
      return {
        version: material.version,
        site: versionSite,
        render: versionRenderContext({ ...siteContext, site: versionSite }, material.version),
        copies: { ...copyContext, site: versionSite },
      };
    });
  const sourceDoc = (prepared: PreparedVersion, docId: string) => {
    const doc = prepared.version.sources.docs.find((candidate) => candidate.id === docId);
    if (doc === undefined) throw new Error(`Version "${prepared.version.meta.name}" has no page "${docId}".`);
    return doc;
  };
  const fileOf = (fileName: string) => [join(siteRoot, fileName)];
  const docFile = (versionName: string, docId: string) => {
    const doc = builtVersion(versionName).sources.docs.find((candidate) => candidate.id === docId);
    return doc === undefined ? [] : fileOf(doc.fileName);
  };
  return {
    site,
    version,
    doc: (versionName, docId) =>
      kept.get(
        `doc:${versionName}/${docId}`,
        async () => {
          const prepared = await version(versionName);
          const result = renderDoc(prepared.render, sourceDoc(prepared, docId), renderer);
          if (result.markdownErrors !== undefined) throw new PageMarkdownErrors(result.markdownErrors);
          return result.rendered;
        },
        docFile(versionName, docId),
      ),
    page: (pageId) => {
      const page = site.pages.find((candidate) => candidate.id === pageId);
      if (page === undefined) return Promise.reject(new Error(`The site has no standalone page "${pageId}".`));
      return kept.get(
        `page:${pageId}`,
        () => {
          const result = renderStandalonePage(siteContext, page, renderer);
          if (result.markdownErrors !== undefined) throw new PageMarkdownErrors(result.markdownErrors);
          return result.rendered;
        },
        fileOf(page.fileName),
      );
    },
    markdownCopy: (versionName, docId) =>
      kept.get(
        `copy:${versionName}/${docId}`,
        async () => {
          const prepared = await version(versionName);
          return markdownCopy(prepared.copies, prepared.version, sourceDoc(prepared, docId));
        },
        docFile(versionName, docId),
      ),
    rendered(made) {
      if ('doc' in made) {
        const { versionName, data } = made.doc;
        kept.put(`doc:${versionName}/${data.id}`, made.doc, docFile(versionName, data.id));
      } else {
        const page = site.pages.find((candidate) => candidate.id === made.page.data.id);
        kept.put(`page:${made.page.data.id}`, made.page, page === undefined ? [] : fileOf(page.fileName));
      }
    },
    forgetVersion(versionName) {
      kept.forgetKeys(
        (key) =>
          key === `version:${versionName}` ||
          key.startsWith(`doc:${versionName}/`) ||
          key.startsWith(`copy:${versionName}/`),
      );
    },
    forget: (path) => kept.forget(path),
  };
}
