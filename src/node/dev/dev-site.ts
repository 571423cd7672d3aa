import { join, relative, resolve, sep } from 'node:path';
import { readFile } from 'node:fs/promises';
import { PAGE_DATA_DIR } from '../../shared/page-data';
import { readDocFile } from '../docs/read-doc-file';
import type { SourceDoc } from '../docs/source-doc';
import type { BuiltVersion } from '../docs/version-metadata';
import { findScalaBlocks } from '../examples/scala-blocks';
import { withVariables } from '../examples/variables';
import { appModules, loadSiteAndWarn, type OpenedSite, type OpenOptions } from '../site/open-site';
import type { LoadedSite } from '../site/load-site';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown';
import { loadCompiledExamples } from '../examples/compiled-examples';
import { referenceBodies } from '../api-reference/add-reference';
import type { LocatedProblem } from '../../../schema/config-error';
import { emptyReadRecord, recordReads } from '../files/read-record';
import { keptResults } from '../outputs/kept-results';
import { outputSources, type OutputSources, type VersionMaterial } from '../outputs/output-sources';
import { outputFiles } from '../outputs/site-outputs';
import type { OutputFile } from '../outputs/site-output';

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

/** Whether `path` is a file the load read, or lies in a folder it listed. */
const readByLoad = (reads: ReturnType<typeof emptyReadRecord>, path: string) =>
  reads.files.has(path) ||
  [...reads.folders.keys(), ...reads.trees.keys()].some((folder) => path === folder || path.startsWith(`${folder}/`));

/**
 * The site as the development server serves it: loaded once (site.yaml and content/ read and
 * checked), then each file of the site's outputs (SITE_OUTPUTS) made when it is first asked for
 * and kept with what it read: a version's compiled examples and full API reference pages, its
 * pages, their files. A saved file forgets what read it; a saved page that changes only its body
 * forgets only what read that page; anything the site's loading read loads the site again.
 */
export function devSite(options: OpenOptions) {
  let loaded: Promise<LoadedSite> | undefined;
  let loadReads = emptyReadRecord();
  let opened: Promise<OpenedSite> | undefined;
  let renderer: Promise<MarkdownRenderer> | undefined;
  let kept = keptResults();
  let made: Promise<{ sources: OutputSources; files: Map<string, OutputFile> }> | undefined;

  const load = () => {
    if (loaded === undefined) {
      const reads = emptyReadRecord();
      loadReads = reads;
      loaded = recordReads(reads, () =>
        loadSiteAndWarn({ ...options, compiledExamples: 'skip', referenceUsage: false }),
      );
    }
    return loaded;
  };
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
   * What a version's pages render with beyond what the site loaded, made before its first page:
   * its compiled examples, and its API reference's pages as the build has them, naming the pages
   * that use each item. The loaded site stays as it was loaded.
   */
  const prepare = async (site: LoadedSite, version: BuiltVersion): Promise<VersionMaterial> => {
    const { examples, problems } = await loadCompiledExamples(options.siteRoot, site.config, [version]);
    // The build stops on these; here the pages show their code without output, and the terminal says why.
    if (problems.length > 0) console.warn(uncompiledWarning(version.meta.name, problems));
    const bodies = await referenceBodies(options.siteRoot, version.sources);
    const full = version.sources.docs
      .filter((doc) => doc.generatedFrom !== undefined && bodies.has(doc.id))
      .map((doc) => ({ ...doc, body: bodies.get(doc.id)! }));
    const substituted = new Map(
      withVariables({ ...version.sources, docs: full }, site.config.examples).sources.docs.map((doc) => [doc.id, doc]),
    );
    const docs = version.sources.docs.map((doc) => substituted.get(doc.id) ?? doc);
    return { version: { ...version, sources: { ...version.sources, docs } }, examples };
  };

  const outputs = () =>
    (made ??= (async () => {
      const { site, renderer } = await open();
      return {
        sources: outputSources(site, renderer, { siteRoot: options.siteRoot, prepare }, kept),
        files: outputFiles(site),
      };
    })());

  /** A file of the site's outputs by its path in the output folder, made on first request; undefined for none. */
  const file = async (path: string): Promise<string | undefined> => {
    const { sources, files } = await outputs();
    const output = files.get(path);
    if (output === undefined) return undefined;
    return kept.get(`file:${path}`, () => output.make(sources));
  };

  return {
    /** The loaded site: what a page's HTML needs. */
    site: load,
    /** The site with the app's virtual modules, which need the highlighter. */
    opened: open,
    file,

    /** A data file by its path in the output folder; undefined for none. */
    dataFile: (path: string) => (path.startsWith(`${PAGE_DATA_DIR}/`) ? file(path) : Promise.resolve(undefined)),

    /** A Markdown copy or llms file by its path in the output folder; undefined for none. */
    textFile: (path: string) => (/\.(?:md|txt)$/.test(path) ? file(path) : Promise.resolve(undefined)),

    /**
     * Takes a saved file, which the watcher reports once what was written settles (a file removed has
     * no text). A page whose
     * body alone changed is read again, what read it forgotten, and it is named in the answer. A
     * file the site's loading read opens the site again; any other forgets what read it
     * (undefined for both).
     */
    async changed(path: string): Promise<ChangedDoc | undefined> {
      const text = await readFile(path, 'utf8').catch(() => undefined);
      const edit = text === undefined ? undefined : await this.bodyEdit(path, text).catch(() => undefined);
      if (edit !== undefined) return edit;
      const settledLoad = loaded && (await loaded.then(() => true).catch(() => false));
      if (!settledLoad || readByLoad(loadReads, resolve(path))) {
        loaded = undefined;
        opened = undefined;
        made = undefined;
        kept = keptResults();
      } else kept.forget(path);
      return undefined;
    },

    /** Applies a saved page, `text` being what it now holds, whose body alone changed; undefined when something more did. */
    async bodyEdit(path: string, text: string): Promise<ChangedDoc | undefined> {
      if (loaded === undefined) return undefined;
      const site = await loaded;
      const fileName = relative(options.siteRoot, path).split(sep).join('/');
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
        // A new site with the page in its place; what did not read the page stays as it was made.
        const docs = version.sources.docs.map((candidate, at) => (at === index ? updated : candidate));
        const edited: BuiltVersion = { ...version, sources: { ...version.sources, docs } };
        const next: LoadedSite = {
          ...site,
          versions: site.versions.map((candidate) => (candidate === version ? edited : candidate)),
        };
        loaded = Promise.resolve(next);
        const previous = opened;
        opened = previous?.then((was) => ({ ...was, site: next }));
        made = undefined;
        kept.forgetKeys((key) => key === `version:${version.meta.name}`);
        kept.forget(path);
        return { versionName: version.meta.name, docId: doc.id };
      }
      return undefined;
    },
  };
}

export type DevSite = ReturnType<typeof devSite>;
