import { join, posix } from 'node:path';
import { categorySchema } from '../../../schema/content';
import { SiteConfigError, locateProblems, type LocatedProblem } from '../../../schema/config-error';
import type { YamlSource } from '../../../schema/locate';
import { routeKey } from '../../shared/routes/normalize-path';
import { parseYaml } from '../../../schema/parse';
import { readDocFile } from './read-doc-file';
import { readSourceFile } from '../files/read-source-file';
import { listSourceFiles } from '../files/list-source-files';
import type { SidebarSourceCategory } from './sidebars/generate';
import { docTags, tagPages } from './tags';
import type { SourceDoc, VersionConfig, VersionSources } from './source-doc';
import { parseNumberPrefix, withoutNumberPrefixes } from './number-prefix';
import { readSidebarsFile } from './sidebars/sidebars-file';

/**
 * A page's route, as Docusaurus's getSlug: a slug starting with "/" is a route from the version
 * path; any other slug, else the page's id, is resolved from its folder; a category index
 * (see isCategoryIndex) without a slug is its folder's route, `/docs/cats-effect2/fx/`.
 */
export function docRoute(
  versionPath: string,
  dir: string,
  baseId: string,
  slug: string | undefined,
  categoryIndex = baseId === 'index',
): string {
  const root = versionPath.replace(/\/+$/, '');
  const folder = dir === '' ? '/' : `/${dir}/`;
  if (slug === undefined && categoryIndex) return `${root}${folder}`;
  const written = slug ?? baseId;
  const resolved = posix.normalize(written.startsWith('/') ? written : `${folder}${written}`);
  return `${root}${resolved.startsWith('/') ? resolved : `/${resolved}`}`;
}

/**
 * Docusaurus's isCategoryIndex: index, README (any case) or a file named like its folder
 * (`guides/guides.md`) opens its folder's category, and its route is the folder's.
 */
export function isCategoryIndex(baseName: string, dir: string): boolean {
  const name = baseName.toLowerCase();
  return name === 'index' || name === 'readme' || name === posix.basename(dir === '' ? '.' : dir).toLowerCase();
}

const PAGE_EXTENSION = /\.mdx?$/;
const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** As Docusaurus's default `exclude`: files and folders whose name starts with "_" are partials, not pages. */
const isPartial = (file: string) => file.split('/').some((segment) => segment.startsWith('_'));

/** Reads content/<version name>/: every page's front matter and body, every category file and sidebars.yaml. */
export async function loadVersionSources(
  projectRoot: string,
  version: VersionConfig,
  includeDrafts: boolean,
): Promise<VersionSources> {
  const root = join(projectRoot, 'content', version.name);
  const files = await listSourceFiles(root).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new MissingVersionFolderError(version.name) : error;
  });
  const problems: LocatedProblem[] = [];
  const warnings: LocatedProblem[] = [];
  const docs: SourceDoc[] = [];
  const draftIds: string[] = [];
  const categories: SidebarSourceCategory[] = [];
  const categoryLinks: { id: string; dir: string; source: YamlSource }[] = [];
  for (const file of files) {
    const fileName = posix.join('content', version.name, file);
    const dir = posix.dirname(file) === '.' ? '' : posix.dirname(file);
    const text = readSourceFile(join(root, file));
    try {
      if (CATEGORY_FILE.test(posix.basename(file))) {
        if (categories.some((category) => category.dir === dir)) {
          problems.push({
            path: [],
            message: `is a second category file of folder "${dir || '.'}"; keep one of them.`,
            fileName,
            line: 1,
            column: 1,
          });
          continue;
        }
        // JSON is YAML, so one reader takes the three forms Docusaurus reads.
        const { value: meta, source } = parseYaml(text, fileName, categorySchema);
        categories.push({ dir, meta, fileName });
        if (meta.link?.type === 'doc') categoryLinks.push({ id: meta.link.id, dir, source });
      } else if (PAGE_EXTENSION.test(file) && !isPartial(file)) {
        const docFile = readDocFile(text, fileName);
        warnings.push(...docFile.warnings);
        const baseName = posix.basename(file).replace(PAGE_EXTENSION, '');
        // Ids and routes leave out number prefixes ("01-intro.md" is "intro"), which order the sidebar.
        const parsePrefixes = docFile.frontMatter.parse_number_prefixes !== false;
        const { name, position } = parsePrefixes
          ? parseNumberPrefix(baseName)
          : { name: baseName, position: undefined };
        const routeDir = parsePrefixes ? withoutNumberPrefixes(dir) : dir;
        const baseId = docFile.frontMatter.id ?? name;
        const categoryIndex = isCategoryIndex(baseName, dir);
        const id = routeDir === '' ? baseId : `${routeDir}/${baseId}`;
        if (docFile.frontMatter.draft && !includeDrafts) {
          draftIds.push(id);
          continue;
        }
        docs.push({
          ...docFile,
          id,
          fileName,
          dir,
          baseName,
          categoryIndex,
          numberPrefix: position,
          path: docRoute(version.path, routeDir, baseId, docFile.frontMatter.slug, categoryIndex),
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
  for (const { id, dir, source } of categoryLinks) {
    // As Docusaurus: the id of a doc of the category's folder ("intro"), or of the version.
    // A link to a draft left out of the build is dropped, as Docusaurus drops it.
    if (
      draftIds.includes(id) ||
      docs.some((doc) => doc.id === id || (doc.dir === dir && doc.id.split('/').pop() === id))
    )
      continue;
    problems.push(
      ...locateProblems(source, [
        { path: ['link', 'id'], message: `no doc of version "${version.name}" has the id "${id}".` },
      ]),
    );
  }
  problems.push(...paginationProblems(docs, version.name));
  const sidebarsFile = await readSidebarsFile(root, posix.join('content', version.name)).catch((error: unknown) => {
    if (!(error instanceof SiteConfigError)) throw error;
    problems.push(...error.problems);
    return undefined;
  });
  if (problems.length > 0) throw new SiteConfigError(`content/${version.name}`, problems);
  return { version, docs, categories, draftIds, sidebarsFile, warnings };
}

/** `pagination_prev` and `pagination_next` name docs of the same version, by id. */
function paginationProblems(docs: readonly SourceDoc[], versionName: string): LocatedProblem[] {
  const ids = new Set(docs.map((doc) => doc.id));
  return docs.flatMap((doc) =>
    doc.locate(
      (['pagination_prev', 'pagination_next'] as const)
        .filter((key) => typeof doc.frontMatter[key] === 'string' && !ids.has(doc.frontMatter[key]))
        .map((key) => ({
          path: [key],
          message: `no doc of version "${versionName}" has the id "${doc.frontMatter[key]}".`,
        })),
    ),
  );
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
      // Two pages with one id and no slug share a route too: the id is the problem to name.
      if (other && !(key === 'path' && other.id === doc.id)) {
        problems.push({
          path: [],
          message: `${label} "${doc[key]}" is also the ${label} of ${other.fileName}.`,
          fileName: doc.fileName,
          line: 1,
          column: 1,
        });
      }
      seen.set(keyOf(doc), doc);
    }
  }
  return problems;
}

export class MissingVersionFolderError extends Error {
  constructor(readonly versionName: string) {
    super(
      `version "${versionName}" has no folder content/${versionName}/: create it with the version's pages, or remove the version.`,
    );
    this.name = 'MissingVersionFolderError';
  }
}
