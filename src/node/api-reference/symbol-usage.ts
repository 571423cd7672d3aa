import { join, posix } from 'node:path';
import type { SourceDoc } from '../docs/source-doc';
import { cacheFile, type CachedPage } from '../examples/cache-store';
import { readSourceFile } from '../files/read-source-file';
import type { SymbolUsage, UsingPage } from './reference-docs';

/**
 * Which pages of a version use each library symbol in their examples, from the committed types:
 * an identifier that names it, or an implicit argument the compiler inserted. Pages come in the
 * order of their routes; two pages with one title are told apart by their top folder.
 */
export async function symbolUsage(
  projectRoot: string,
  versionName: string,
  docs: readonly SourceDoc[],
): Promise<SymbolUsage> {
  const usage = new Map<string, UsingPage[]>();
  const written = docs
    .filter((doc) => doc.generatedFrom === undefined)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const titles = written.map((doc) => doc.name);
  for (const doc of written) {
    const pagePath = posix.relative(posix.join('content', versionName), doc.fileName);
    let cached: CachedPage;
    try {
      cached = JSON.parse(readSourceFile(join(projectRoot, cacheFile({ versionName, pagePath })))) as CachedPage;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const title = doc.name;
    const label =
      titles.filter((other) => other === title).length > 1 && doc.dir !== ''
        ? `${title} (${doc.dir.split('/')[0]})`
        : title;
    const symbols = new Set(
      (cached.types?.entries ?? []).flatMap((entry) => [
        entry.symbol,
        ...(entry.implicits ?? []).map((argument) => argument.symbol),
      ]),
    );
    for (const symbol of symbols) {
      if (symbol === undefined) continue;
      usage.set(symbol, [...(usage.get(symbol) ?? []), { fileName: doc.fileName, label }]);
    }
  }
  return usage;
}
