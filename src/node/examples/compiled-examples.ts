import type { LocatedProblem } from '../../../schema/config-error';
import type { SiteConfig } from '../../../schema';
import type { BuiltVersion } from '../docs/version-metadata';
import type { CompiledScala } from '../markdown';
import { readCachedPage } from './cache-store';
import { compiledBlocks } from './compiled-blocks';
import { collectPageExamples } from './page-examples';

/** Compiled blocks by page file (content/…/page.md). */
export type CompiledExamples = ReadonlyMap<string, readonly CompiledScala[]>;

/**
 * The committed output of every page's examples. A page whose blocks changed since they were
 * compiled is a problem: its output would be a guess.
 */
export async function loadCompiledExamples(
  projectRoot: string,
  config: SiteConfig,
  versions: readonly BuiltVersion[],
): Promise<{ examples: CompiledExamples; problems: LocatedProblem[] }> {
  const { pages, problems } = collectPageExamples(config, versions);
  const examples = new Map<string, CompiledScala[]>();
  for (const page of pages) {
    const cached = await readCachedPage(projectRoot, page);
    if (cached?.key !== page.key || cached.rendered.length !== page.blocks.length || cached.types?.blocks.length !== page.blocks.length) {
      problems.push({
        path: [],
        fileName: page.fileName,
        line: page.blocks[0]!.line,
        column: 1,
        message: `its Scala examples changed since they were compiled; run "npm run examples" (needs JDK 17+ and Maven) and commit compiled-examples/.`,
      });
      continue;
    }
    examples.set(page.fileName, compiledBlocks(page.blocks, page.set, cached.rendered, cached.types));
  }
  return { examples, problems };
}

