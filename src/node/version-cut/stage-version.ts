import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { CACHE_DIR, formatCachedPage, type CachedPage } from '../examples/cache-store';
import { REFERENCE_DIR } from '../api-reference/reference-store';
import type { SiteYamlCut } from './cut-site-yaml';

/** A folder of current copied for the archived version, before it is moved into place. */
export interface StagedFolder {
  /** content/2.2.0 */
  target: string;
  staged: string;
  files: number;
}

/**
 * Copies current's pages, compiled examples and API reference under `stageDir` as the archived
 * version's. The copies name the archived version's example sets; the compiled output stays valid,
 * as its key depends on the blocks and the coordinates, which are the same.
 */
export async function stageArchivedVersion(
  projectRoot: string,
  stageDir: string,
  cut: SiteYamlCut,
): Promise<StagedFolder[]> {
  const setName = new Map(cut.sets.map((pair) => [pair.current, pair.archived]));
  const from = (root: string) => join(projectRoot, root, cut.currentName);
  const staged: StagedFolder[] = [];
  const copy = async (root: string, rewrite: (file: string, text: string) => string | undefined) => {
    const files = await filesUnder(from(root));
    if (files === undefined) return;
    const target = posix.join(root, cut.archived.name);
    const destination = join(stageDir, target);
    await cp(from(root), destination, { recursive: true });
    for (const file of files) {
      const text = rewrite(file, await readFile(join(destination, file), 'utf8'));
      if (text !== undefined) await writeFile(join(destination, file), text);
    }
    staged.push({ target, staged: destination, files: files.length });
  };
  await copy('content', (file, text) => (file.endsWith('.md') ? withExampleSet(text, setName) : undefined));
  await copy(CACHE_DIR, (file, text) => {
    if (!file.endsWith('.json')) return undefined;
    const cached = JSON.parse(text) as CachedPage;
    return formatCachedPage({
      ...cached,
      page: posix.join('content', cut.archived.name, file.replace(/\.json$/, '.md')),
      set: setName.get(cached.set) ?? cached.set,
    });
  });
  await copy(REFERENCE_DIR, () => undefined);
  return staged;
}

/** A page that names its example set in its front matter names the archived version's copy of it. */
export function withExampleSet(page: string, setName: ReadonlyMap<string, string>): string {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/.exec(page);
  if (frontMatter === null) return page;
  const head = frontMatter[0].replace(
    /^(examples:[ \t]*)(["']?)([a-z0-9-]+)\2([ \t]*(?:#.*)?)$/m,
    (line, key: string, quote: string, name: string, rest: string) =>
      setName.has(name) ? `${key}${quote}${setName.get(name)}${quote}${rest}` : line,
  );
  return head + page.slice(frontMatter[0].length);
}

/** Files under `dir` as paths relative to it, in posix form; undefined when it does not exist. */
async function filesUnder(dir: string): Promise<string[] | undefined> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        posix.join(posix.relative(dir.split('\\').join('/'), entry.parentPath.split('\\').join('/')), entry.name),
      )
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
