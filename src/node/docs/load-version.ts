import { readdir, readFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { categorySchema } from '../../../schema/content';
import { SiteConfigError, type LocatedProblem } from '../../../schema/config-error';
import { parseYaml } from '../../../schema/parse';
import type { SiteConfig } from '../../../schema';
import { readDocFile, type DocFile } from './read-doc-file';
import type { SidebarSourceCategory } from './sidebars/generate';

export type VersionConfig = SiteConfig['docs']['versions'][number];

export interface SourceDoc extends DocFile {
  id: string;
  /** Path of the file from the project root, for messages: content/current/fx/index.md. */
  fileName: string;
  dir: string;
  baseName: string;
  /** Route of the doc inside the site, before the base URL. */
  path: string;
}

export interface VersionSources {
  version: VersionConfig;
  docs: SourceDoc[];
  categories: SidebarSourceCategory[];
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** `/docs` + `cats-effect2/fx` + `index` is `/docs/cats-effect2/fx/`; other names keep no slash. */
export function docRoute(versionPath: string, dir: string, baseName: string, slug: string | undefined): string {
  const root = versionPath.replace(/\/+$/, '');
  if (slug !== undefined) return `${root}${slug}`;
  const folder = dir === '' ? '' : `/${dir}`;
  return baseName === 'index' ? `${root}${folder}/` : `${root}${folder}/${baseName}`;
}

/** Reads content/<version name>/: every page's front matter and body, and every _category_.yaml. */
export async function loadVersionSources(projectRoot: string, version: VersionConfig, includeDrafts: boolean): Promise<VersionSources> {
  const root = join(projectRoot, 'content', version.name);
  const files = await listFiles(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new SiteConfigError('site.yaml', [{ path: ['docs', 'versions'], message: `version "${version.name}" has no folder content/${version.name}/.`, fileName: 'site.yaml', line: 1, column: 1 }]);
    }
    throw error;
  });
  const problems: LocatedProblem[] = [];
  const docs: SourceDoc[] = [];
  const categories: SidebarSourceCategory[] = [];
  for (const file of files) {
    const fileName = posix.join('content', version.name, file);
    const dir = posix.dirname(file) === '.' ? '' : posix.dirname(file);
    const text = await readFile(join(root, file), 'utf8');
    try {
      if (posix.basename(file) === '_category_.yaml') {
        categories.push({ dir, meta: parseYaml(text, fileName, categorySchema).value });
      } else if (file.endsWith('.md')) {
        const docFile = readDocFile(text, fileName);
        if (docFile.frontMatter.draft && !includeDrafts) continue;
        const baseName = posix.basename(file, '.md');
        const localId = docFile.frontMatter.id ?? baseName;
        docs.push({
          ...docFile,
          id: dir === '' ? localId : `${dir}/${localId}`,
          fileName,
          dir,
          baseName,
          path: docRoute(version.path, dir, baseName, docFile.frontMatter.slug),
        });
      }
    } catch (error) {
      if (!(error instanceof SiteConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  problems.push(...duplicates(docs));
  if (problems.length > 0) throw new SiteConfigError(`content/${version.name}`, problems);
  return { version, docs, categories };
}

function duplicates(docs: readonly SourceDoc[]): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  for (const key of ['id', 'path'] as const) {
    const seen = new Map<string, SourceDoc>();
    for (const doc of docs) {
      const other = seen.get(doc[key]);
      if (other) {
        problems.push({ path: [], message: `${key} "${doc[key]}" is also the ${key} of ${other.fileName}.`, fileName: doc.fileName, line: 1, column: 1 });
      }
      seen.set(doc[key], doc);
    }
  }
  return problems;
}
