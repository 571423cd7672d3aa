import type { LocatedProblem } from '../../../schema/config-error';
import type { SiteConfig } from '../../../schema';
import type { BuiltVersion } from '../docs/version-metadata';
import type { CompiledScala } from '../markdown';
import { cacheFile, readCachedPage } from './cache-store';
import { compiledBlocks } from './compiled-blocks';
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
  const examples = new Map<string, CompiledScala[]>();
  for (const page of pages) {
    const cached = await readCachedPage(projectRoot, page);
    if (
      cached?.key !== page.key ||
      cached.rendered.length !== page.blocks.length ||
      cached.types?.blocks.length !== page.blocks.length
    ) {
      const what =
        cached === undefined
          ? `its Scala examples were never compiled (no ${cacheFile(page)})`
          : 'its Scala examples changed since they were compiled';
      problems.push({
        path: [],
        fileName: page.fileName,
        line: page.blocks[0]!.line,
        column: 1,
        message: `${what}; run "npm run examples" (needs JDK 17+ and Maven) and commit compiled-examples/.`,
      });
      continue;
    }
    if (hold) examples.set(page.fileName, compiledBlocks(page.blocks, page.set, cached.rendered, cached.types));
  }
  return { examples, uncompiled: uncovered, problems };
}
