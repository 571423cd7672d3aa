import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { categorySchema } from '../../../schema/content';
import { SiteConfigError, locateProblems, type LocatedProblem } from '../../../schema/config-error';
import type { YamlSource } from '../../../schema/locate';
import { routeKey } from '../../shared/routes/normalize-path';
import { parseYaml } from '../../../schema/parse';
import type { SiteConfig } from '../../../schema';
import { readDocFile, type DocFile } from './read-doc-file';
import type { SidebarSourceCategory } from './sidebars/generate';
import { docTags, tagPages, type DocTag } from './tags';
import { parseNumberPrefix, withoutNumberPrefixes } from './number-prefix';

export type VersionConfig = SiteConfig['docs']['versions'][number];

export interface SourceDoc extends DocFile {
  id: string;
  /** Path of the file from the project root, for messages: content/current/fx/index.md. */
  fileName: string;
  dir: string;
  baseName: string;
  /** Route of the doc inside the site, before the base URL. */
  path: string;
  /** For a page the build writes (the API reference): the committed data it is made from. */
  generatedFrom?: string;
  /** The number prefix of the file name ("01-intro.md"), its sidebar position unless it sets one. */
  numberPrefix?: number | undefined;
  /** The page's tags, each with the route of its tag page. */
  tags: DocTag[];
  /** A tag page, which the build writes from the tags of the version's pages. */
  tagPage?: true;
}

export interface VersionSources {
  version: VersionConfig;
  docs: SourceDoc[];
  categories: SidebarSourceCategory[];
  /** Front matter keys that do nothing, at their lines; the build prints them and goes on. */
  warnings: LocatedProblem[];
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * `/docs` + `cats-effect2/fx` + `index` is `/docs/cats-effect2/fx/`; other names keep no slash.
 * A slug starting with "/" is a route from the version path; any other, from the page's folder.
 */
export function docRoute(versionPath: string, dir: string, baseName: string, slug: string | undefined): string {
  const root = versionPath.replace(/\/+$/, '');
  if (slug !== undefined) {
    const resolved = posix.normalize(slug.startsWith('/') ? slug : `/${dir}/${slug}`);
    return `${root}${resolved.startsWith('/') ? resolved : `/${resolved}`}`;
  }
  const folder = dir === '' ? '' : `/${dir}`;
  return baseName === 'index' ? `${root}${folder}/` : `${root}${folder}/${baseName}`;
}

/** Reads content/<version name>/: every page's front matter and body, and every _category_.yaml. */
export async function loadVersionSources(projectRoot: string, version: VersionConfig, includeDrafts: boolean): Promise<VersionSources> {
  const root = join(projectRoot, 'content', version.name);
  const files = await listFiles(root).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new MissingVersionFolderError(version.name) : error;
  });
  const problems: LocatedProblem[] = [];
  const warnings: LocatedProblem[] = [];
  const docs: SourceDoc[] = [];
  const categories: SidebarSourceCategory[] = [];
  const categoryLinks: { id: string; source: YamlSource }[] = [];
  for (const file of files) {
    const fileName = posix.join('content', version.name, file);
    const dir = posix.dirname(file) === '.' ? '' : posix.dirname(file);
    const text = await readFile(join(root, file), 'utf8');
    try {
      if (posix.basename(file) === '_category_.yaml') {
        const { value: meta, source } = parseYaml(text, fileName, categorySchema);
        categories.push({ dir, meta });
        if (meta.link) categoryLinks.push({ id: meta.link.id, source });
      } else if (file.endsWith('.md')) {
        const docFile = readDocFile(text, fileName);
        warnings.push(...docFile.warnings);
        if (docFile.frontMatter.draft && !includeDrafts) continue;
        const baseName = posix.basename(file, '.md');
        // Ids and routes leave out number prefixes ("01-intro.md" is "intro"), which order the sidebar.
        const { name, position } = docFile.frontMatter.parse_number_prefixes === false ? { name: baseName, position: undefined } : parseNumberPrefix(baseName);
        const routeDir = withoutNumberPrefixes(dir);
        const localId = docFile.frontMatter.id ?? name;
        docs.push({
          ...docFile,
          id: routeDir === '' ? localId : `${routeDir}/${localId}`,
          fileName,
          dir,
          baseName,
          numberPrefix: position,
          path: docRoute(version.path, routeDir, name, docFile.frontMatter.slug),
          tags: docTags(docFile.frontMatter, version.path),
        });
      }
    } catch (error) {
      if (!(error instanceof SiteConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  docs.push(...tagPages(version.name, version.path, docs));
  problems.push(...duplicates(docs));
  for (const { id, source } of categoryLinks) {
    if (docs.some((doc) => doc.id === id)) continue;
    problems.push(...locateProblems(source, [{ path: ['link', 'id'], message: `no doc of version "${version.name}" has the id "${id}".` }]));
  }
  problems.push(...paginationProblems(docs, version.name), ...sidebarProblems(docs, version));
  if (problems.length > 0) throw new SiteConfigError(`content/${version.name}`, problems);
  return { version, docs, categories, warnings };
}

/** `pagination_prev` and `pagination_next` name docs of the same version, by id. */
function paginationProblems(docs: readonly SourceDoc[], versionName: string): LocatedProblem[] {
  const ids = new Set(docs.map((doc) => doc.id));
  return docs.flatMap((doc) =>
    doc.locate(
      (['pagination_prev', 'pagination_next'] as const)
        .filter((key) => typeof doc.frontMatter[key] === 'string' && !ids.has(doc.frontMatter[key]))
        .map((key) => ({ path: [key], message: `no doc of version "${versionName}" has the id "${doc.frontMatter[key]}".` })),
    ),
  );
}

/** A page shows its version's sidebar or none: `displayed_sidebar` may name only that one. */
function sidebarProblems(docs: readonly SourceDoc[], version: VersionConfig): LocatedProblem[] {
  return docs.flatMap((doc) => {
    const named = doc.frontMatter.displayed_sidebar;
    if (typeof named !== 'string' || named === version.sidebar) return [];
    return doc.locate([{ path: ['displayed_sidebar'], message: `version "${version.name}" has one sidebar, "${version.sidebar}", got "${named}"; name it, or write null for none.` }]);
  });
}

/** Two pages with one id, or one route ("/fx" and "/fx/" are one route). */
function duplicates(docs: readonly SourceDoc[]): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  for (const [key, label, keyOf] of [
    ['id', 'id', (doc: SourceDoc) => doc.id],
    ['path', 'route', (doc: SourceDoc) => routeKey(doc.path)],
  ] as const) {
    const seen = new Map<string, SourceDoc>();
    for (const doc of docs) {
      const other = seen.get(keyOf(doc));
      if (other) {
        problems.push({ path: [], message: `${label} "${doc[key]}" is also the ${label} of ${other.fileName}.`, fileName: doc.fileName, line: 1, column: 1 });
      }
      seen.set(keyOf(doc), doc);
    }
  }
  return problems;
}

export class MissingVersionFolderError extends Error {
  constructor(readonly versionName: string) {
    super(`version "${versionName}" has no folder content/${versionName}/: create it with the version's pages, or remove the version.`);
    this.name = 'MissingVersionFolderError';
  }
}
