import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { PAGE_DATA_DIR, pageDataFile, STANDALONE_PAGES } from '../../shared/page-data';
import { renderDoc } from '../docs/render-doc';
import {
  siteRenderContext,
  versionRenderContext,
  type SiteRenderContext,
  type VersionRenderContext,
} from '../docs/render-context';
import { readDocFile } from '../docs/read-doc-file';
import type { SourceDoc } from '../docs/load-version';
import type { BuiltVersion } from '../docs/version-metadata';
import { findScalaBlocks } from '../examples/scala-blocks';
import { withVariables } from '../examples/variables';
import { markdownCopy, markdownCopyContext, pageMarkdownCopy, type TextFile } from '../markdown-copies/markdown-copy';
import { fullTextFile, llmsTxtFile, versionMarkdownFiles } from '../markdown-copies/markdown-files';
import { markdownRoute } from '../markdown-copies/markdown-route';
import { docDataFiles, pageDataFiles, versionMetaFiles } from '../page-data/page-data-files';
import { pagesSearchIndex } from '../pages/page-search-index';
import { renderStandalonePage, type RenderedPage } from '../pages/render-page';
import { createSearchIndexBuilder } from '../search/build-indexes';
import { appModules, loadSiteAndWarn, type OpenedSite, type OpenOptions } from '../site/open-site';
import type { LoadedSite } from '../site/load-site';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown';
import { loadCompiledExamples } from '../examples/compiled-examples';
import { referenceBodies } from '../api-reference/add-reference';
import type { LocatedProblem } from '../../../schema/config-error';
import { renderEachDoc } from '../docs/render-each-doc';

/** A doc whose page must show again: what the development server tells the open pages. */
export interface ChangedDoc {
  versionName: string;
  docId: string;
}

/** What the development server says of a version's pages whose compiled examples are missing or out of date. */
function uncompiledWarning(versionName: string, problems: readonly LocatedProblem[]): string {
  return [
    `Version "${versionName}" has ${problems.length} example problem${problems.length === 1 ? '' : 's'}; its pages show their Scala code without output until they are fixed, and the build stops on them:`,
    ...problems.map(({ fileName, line, column, message }) => `  ${fileName}:${line}:${column} ${message}`),
  ].join('\n');
}

/** The part of a doc that, unchanged, lets an edit of its body leave every other page as it is. */
const docFacts = (doc: SourceDoc) =>
  JSON.stringify({
    frontMatter: doc.frontMatter,
    title: doc.title,
    name: doc.name,
    description: doc.description,
    hasContentTitle: doc.hasContentTitle,
    // Compiled output is matched to its blocks where they stand.
    scala: findScalaBlocks(doc.body, doc.bodyStartLine).blocks,
  });

/**
 * The site as the development server serves it: loaded once (site.yaml and content/ read and
 * checked; what the first page needs), the highlighter, and a version's compiled examples and
 * full API reference pages when a page of it is first rendered, each doc when a page first asks
 * for it, and a saved page that changes only its body rendered again alone. Anything else that
 * changes loads the site again.
 */
export function devSite(options: OpenOptions) {
  let loaded: Promise<LoadedSite> | undefined;
  let opened: Promise<OpenedSite> | undefined;
  let renderer: Promise<MarkdownRenderer> | undefined;
  let prepared = new Map<string, Promise<void>>();
  let renders = new Map<string, Promise<Map<string, string>>>();
  let contexts = new WeakMap<BuiltVersion, VersionRenderContext>();
  // A version's own files (its docs and sidebars), made once per load of the site, not per request.
  let metaFiles = new WeakMap<BuiltVersion, Map<string, string>>();
  let siteContext: SiteRenderContext | undefined;
  let searchFiles: Promise<Map<string, string>> | undefined;

  const load = () => (loaded ??= loadSiteAndWarn({ ...options, compiledExamples: 'skip', referenceUsage: false }));
  const open = () =>
    (opened ??= (async () => {
      const loading = load();
      renderer ??= createMarkdownRenderer();
      const [site, highlighter] = await Promise.all([loading, renderer]);
      const publicDir = options.publicDir ?? join(options.siteRoot, 'public');
      const modules = await appModules(site, highlighter, { siteRoot: options.siteRoot, publicDir });
      return { site, renderer: highlighter, modules };
    })());
  /**
   * What a version's pages render with beyond what the site loaded, put in place once, before its
   * first page renders: its compiled examples, in the site's (empty) map, and its API reference's
   * pages as the build has them, naming the pages that use each item.
   */
  const prepareVersion = (site: LoadedSite, version: BuiltVersion) => {
    let done = prepared.get(version.meta.name);
    if (done === undefined) {
      done = (async () => {
        const { examples: compiled, problems } = await loadCompiledExamples(options.siteRoot, site.config, [version]);
        // The build stops on these; here the pages show their code without output, and the terminal says why.
        if (problems.length > 0) console.warn(uncompiledWarning(version.meta.name, problems));
        for (const [file, blocks] of compiled) (site.examples as Map<string, typeof blocks>).set(file, blocks);
        const bodies = await referenceBodies(options.siteRoot, version.sources);
        // The site is this server's own: each reference page is put in place, variables and all, as loadSite puts pages.
        const docs = version.sources.docs as SourceDoc[];
        const full = docs
          .filter((doc) => doc.generatedFrom !== undefined && bodies.has(doc.id))
          .map((doc) => ({ ...doc, body: bodies.get(doc.id)! }));
        for (const doc of withVariables({ ...version.sources, docs: full }, site.config.examples).sources.docs)
          docs[docs.findIndex((candidate) => candidate.id === doc.id)] = doc;
      })();
      prepared.set(version.meta.name, done);
    }
    return done;
  };
  const contextOf = (site: OpenedSite['site'], version: BuiltVersion) => {
    siteContext ??= siteRenderContext(site);
    let context = contexts.get(version);
    if (context === undefined) {
      context = versionRenderContext(siteContext, version);
      contexts.set(version, context);
    }
    return context;
  };

  /** A doc's data files, rendered on first request; a page with Markdown errors answers them. */
  const docFiles = (versionName: string, docId: string): Promise<Map<string, string>> | undefined => {
    const key = `${versionName}/${docId}`;
    let render = renders.get(key);
    if (render === undefined) {
      render = open().then(async ({ site, renderer }) => {
        const version = site.versions.find((candidate) => candidate.meta.name === versionName);
        if (version === undefined) return new Map<string, string>();
        // Before the doc is looked up: preparing the version puts its reference pages in place.
        await prepareVersion(site, version);
        const doc = version.sources.docs.find((candidate) => candidate.id === docId);
        if (doc === undefined) return new Map<string, string>();
        const result = renderDoc(contextOf(site, version), doc, renderer);
        if (result.markdownErrors !== undefined)
          throw new Error(`The page has Markdown errors:\n${result.markdownErrors.join('\n')}`);
        return docDataFiles(result.rendered);
      });
      renders.set(key, render);
      render.catch(() => renders.delete(key));
    }
    return render;
  };

  /** A standalone page's data files, rendered on request; a page with Markdown errors answers them. */
  const standalonePageFile = async (file: string): Promise<string | undefined> => {
    const { site, renderer } = await open();
    const page = site.pages.find(
      (candidate) => file === pageDataFile.page(candidate.id) || file === pageDataFile.pageBody(candidate.id),
    );
    if (page === undefined) return undefined;
    siteContext ??= siteRenderContext(site);
    const result = renderStandalonePage(siteContext, page, renderer);
    if (result.markdownErrors !== undefined)
      throw new Error(`The page has Markdown errors:\n${result.markdownErrors.join('\n')}`);
    return pageDataFiles(result.rendered).get(file);
  };

  return {
    /** The loaded site: what a page's HTML needs. */
    site: load,
    /** The site with the app's virtual modules, which need the highlighter. */
    opened: open,

    /** A data file by its path in the output folder; undefined for none. */
    async dataFile(file: string): Promise<string | undefined> {
      const site = await load();
      const folder = (name: string) => `${PAGE_DATA_DIR}/${name}/`;
      const searchable = file === pageDataFile.search(STANDALONE_PAGES);
      if (file.startsWith(folder(STANDALONE_PAGES)) && !searchable) return standalonePageFile(file);
      const version = site.versions.find((candidate) => file.startsWith(folder(candidate.meta.name)));
      if (version === undefined && !searchable) return undefined;
      if (version === undefined || file === pageDataFile.search(version.meta.name)) {
        // A version's index needs its every page: rendered once, when search is first used.
        searchFiles ??= (async () => {
          const { renderer } = await open();
          await Promise.all(site.versions.map((candidate) => prepareVersion(site, candidate)));
          const builder = createSearchIndexBuilder(site);
          const pages: RenderedPage[] = [];
          await renderEachDoc(site, renderer, (doc) => builder.add(doc), {
            onPage: (page) => void pages.push(page),
          }).catch(() => {});
          const pagesIndex = pagesSearchIndex(site, pages);
          return new Map(
            [...builder.finish().assets, ...(pagesIndex === undefined ? [] : [pagesIndex])].map((asset) => [
              asset.fileName,
              asset.source,
            ]),
          );
        })();
        return (await searchFiles).get(file);
      }
      const name = version.meta.name;
      let versionFiles = metaFiles.get(version);
      if (versionFiles === undefined) {
        versionFiles = versionMetaFiles(version);
        metaFiles.set(version, versionFiles);
      }
      const meta = versionFiles.get(file);
      if (meta !== undefined) return meta;
      const docId = file.slice(folder(name).length).replace(/\.(?:json|html)$/, '');
      return (await docFiles(name, docId))?.get(file);
    },

    /**
     * A Markdown copy or llms file by its path in the output folder, with its version's compiled
     * output as the build writes it; undefined for none. Only the file asked for is made.
     */
    async textFile(file: string): Promise<string | undefined> {
      const site = await load();
      if (file.endsWith('.txt')) {
        const llms = llmsTxtFile(site);
        if (llms?.file === file) return llms.text;
      }
      const copyOf = (doc: { path: string }) => file.endsWith('.md') && markdownRoute(doc.path).slice(1) === file;
      const page = site.pages.find(copyOf);
      if (page !== undefined) return pageMarkdownCopy(markdownCopyContext(site), page).text;
      for (const [index, version] of site.versions.entries()) {
        const whole = file === fullTextFile(version.meta.name, index === 0);
        if (!whole && !version.sources.docs.some(copyOf)) continue;
        await prepareVersion(site, version);
        // Looked up once the version is prepared, which puts its reference pages in place.
        const doc = version.sources.docs.find(copyOf);
        if (doc !== undefined) return markdownCopy(markdownCopyContext(site), version, doc).text;
        // The version's whole text comes last, after its pages' copies.
        let last: TextFile | undefined;
        for (const made of versionMarkdownFiles(site, version)) last = made;
        return last?.text;
      }
      return undefined;
    },

    /**
     * Takes a saved file, which the watcher reports once what was written settles (a file removed has no text). A page whose
     * body alone changed is read again and dropped from what was rendered, and named in the answer;
     * for anything else the site is opened again (undefined), from the file as it was written.
     */
    async changed(file: string): Promise<ChangedDoc | undefined> {
      const text = await readFile(file, 'utf8').catch(() => undefined);
      const edit = text === undefined ? undefined : await this.bodyEdit(file, text).catch(() => undefined);
      if (edit !== undefined) return edit;
      loaded = undefined;
      opened = undefined;
      prepared = new Map();
      siteContext = undefined;
      searchFiles = undefined;
      renders = new Map();
      contexts = new WeakMap();
      metaFiles = new WeakMap();
      return undefined;
    },

    /** Applies a saved page, `text` being what it now holds, whose body alone changed; undefined when something more did. */
    async bodyEdit(file: string, text: string): Promise<ChangedDoc | undefined> {
      if (loaded === undefined) return undefined;
      const site = await loaded;
      const fileName = relative(options.siteRoot, file).split(sep).join('/');
      for (const version of site.versions) {
        const index = version.sources.docs.findIndex((doc) => doc.fileName === fileName);
        if (index === -1) continue;
        const doc = version.sources.docs[index]!;
        const read = readDocFile(text, fileName);
        const { sources, problems } = withVariables(
          { ...version.sources, docs: [{ ...doc, ...read }] },
          site.config.examples,
        );
        const updated = sources.docs[0]!;
        if (problems.length > 0 || docFacts(updated) !== docFacts(doc)) return undefined;
        // The site is this server's own: the page is put in place, and only its render dropped.
        (version.sources.docs as SourceDoc[])[index] = updated;
        renders.delete(`${version.meta.name}/${doc.id}`);
        searchFiles = undefined;
        return { versionName: version.meta.name, docId: doc.id };
      }
      return undefined;
    },
  };
}

export type DevSite = ReturnType<typeof devSite>;
