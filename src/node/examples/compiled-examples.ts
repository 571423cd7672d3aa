import type { LocatedProblem } from '../../../schema/config-error';
import type { SiteConfig } from '../../../schema';
import type { BuiltVersion } from '../docs/version-metadata';
import type { CompiledScala } from '../markdown';
import { cacheFile, readCachedPage } from './cache-store';
import { compiledBlocks, pageBlocks, type CompiledPart } from './compiled-blocks';
import { collectPageExamples } from './page-examples';

/** Compiled blocks by page file (content/…/page.md). */
export type CompiledExamples = ReadonlyMap<string, readonly CompiledScala[]>;

/**
 * The committed output of the examples of every page an example set covers. A page never
 * compiled, or whose blocks changed since, is a problem: its output would be a guess. The mdoc
 * blocks of pages no set covers are counted; they show their code without output. With `hold`
 * false every page is checked and none kept: the output is most of what a loaded site holds.
 */
export async function loadCompiledExamples(
  projectRoot: string,
  config: SiteConfig,
  versions: readonly BuiltVersion[],
  { hold = true }: { hold?: boolean } = {},
): Promise<{ examples: CompiledExamples; uncompiled: number; problems: LocatedProblem[] }> {
  const { pages, uncovered, problems } = collectPageExamples(config, versions);
  const parts = new Map<string, CompiledPart[]>();
  const stale = new Set<string>();
  for (const page of pages) {
    const cached = await readCachedPage(projectRoot, page);
    if (
      cached?.key !== page.key ||
      cached.rendered.length !== page.blocks.length ||
      cached.types?.blocks.length !== page.blocks.length
    ) {
      const of = page.pageSets.length > 1 ? ` of example set "${page.set.name}"` : '';
      const what =
        cached === undefined
          ? `its Scala examples${of} were never compiled (${of === '' ? 'no' : 'none in'} ${cacheFile(page)})`
          : `its Scala examples${of} changed since they were compiled`;
      problems.push({
        path: [],
        fileName: page.fileName,
        line: page.blocks[0]!.line,
        column: 1,
        message: `${what}; run "npm run examples" (needs JDK 17+ and Maven) and commit compiled-examples/.`,
      });
      stale.add(page.fileName);
      continue;
    }
    if (!hold) continue;
    const blocks = compiledBlocks(page.blocks, page.set, cached.rendered, cached.types);
    parts.set(page.fileName, [...(parts.get(page.fileName) ?? []), { indexes: page.indexes, blocks }]);
  }
  const examples = new Map<string, CompiledScala[]>();
  // A page shows output only when the blocks of every set it names are compiled.
  for (const [fileName, compiled] of parts) if (!stale.has(fileName)) examples.set(fileName, pageBlocks(compiled));
  return { examples, uncompiled: uncovered, problems };
}
