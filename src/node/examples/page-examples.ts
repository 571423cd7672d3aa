import { posix } from 'node:path';
import type { LocatedProblem } from '../../../schema/config-error';
import type { SiteConfig } from '../../../schema';
import type { ExampleSet } from '../../../schema/examples';
import type { BuiltVersion } from '../docs/version-metadata';
import { exampleCacheKey } from './cache-key';
import { blocksBySet } from './blocks-by-set';
import { exampleSetFor } from './example-sets';
import { findScalaBlocks, type ScalaBlock } from './scala-blocks';

/**
 * The mdoc blocks of a page that one example set compiles, and the cache key of their output. A
 * page's blocks belong to its set, except those whose fence names another (`examples=NAME`): a
 * page whose blocks name one or more other sets has one of these per set, as mdoc compiles a page
 * once per sbt project, and the blocks of each are one mdoc document of the page, in page order.
 */
export interface PageExamples {
  /** content/current/cats-effect2/fx/construct.md */
  fileName: string;
  versionName: string;
  /** Path inside the version's folder: cats-effect2/fx/construct.md */
  pagePath: string;
  /** Lines in the page file, so mdoc's copy of it has the same line numbers. */
  lineCount: number;
  set: ExampleSet;
  blocks: ScalaBlock[];
  /** Where each of `blocks` stands among all the mdoc blocks of the page (0-based). */
  indexes: number[];
  /** The sets the page's blocks compile against, its own first, then in the order the page names them. */
  pageSets: string[];
  key: string;
}

/**
 * Every page of the site that has mdoc blocks and an example set, one entry per set its blocks
 * compile against, the problems that keep pages from compiling, and how many mdoc blocks are on
 * pages no set covers (they show their code only).
 */
export function collectPageExamples(
  config: SiteConfig,
  versions: readonly BuiltVersion[],
): { pages: PageExamples[]; uncovered: number; problems: LocatedProblem[] } {
  const pages: PageExamples[] = [];
  const problems: LocatedProblem[] = [];
  let uncovered = 0;
  for (const { meta, sources } of versions) {
    for (const doc of sources.docs) {
      const { blocks, problems: blockProblems } = findScalaBlocks(doc.body, doc.bodyStartLine);
      const named = doc.frontMatter.examples;
      const pagePath = posix.relative(posix.join('content', meta.name), doc.fileName);
      const set = exampleSetFor(config.examples.sets, meta.name, doc.dir, named);
      if (named !== undefined && set === undefined) {
        const available = config.examples.sets
          .filter((candidate) => candidate.version === meta.name)
          .map((candidate) => `"${candidate.name}"`);
        problems.push(
          at(
            doc.fileName,
            1,
            `examples: "${named}" is not an example set of version "${meta.name}"; available: ${available.join(', ') || 'none'}.`,
          ),
        );
        continue;
      }
      // mdoc never reads a page no set covers: its blocks show as written, whatever their modifiers
      // (a plugin's own, such as mdoc:js, too), unless a block names a set itself.
      if (set === undefined && blocks.every((block) => block.examples === undefined)) {
        uncovered += blocks.length + blockProblems.length;
        continue;
      }
      const ofVersion = config.examples.sets.filter((candidate) => candidate.version === meta.name);
      const { parts, unknown, uncovered: alone } = blocksBySet(blocks, set, ofVersion);
      uncovered += alone;
      problems.push(...blockProblems.map(({ line, message }) => at(doc.fileName, line, message)));
      problems.push(
        ...unknown.map((block) =>
          at(
            doc.fileName,
            block.line,
            `examples="${block.examples}" is not an example set of version "${meta.name}"; available: ${ofVersion.map((candidate) => `"${candidate.name}"`).join(', ') || 'none'}.`,
          ),
        ),
      );
      if (blockProblems.length > 0 || unknown.length > 0) continue;
      const lineCount = doc.bodyStartLine - 1 + doc.body.split('\n').length;
      const pageSets = parts.map((part) => part.set.name);
      for (const part of parts)
        pages.push({
          fileName: doc.fileName,
          versionName: meta.name,
          pagePath,
          lineCount,
          ...part,
          pageSets,
          key: exampleCacheKey(part.blocks, part.set, config.examples),
        });
    }
  }
  return { pages, uncovered, problems };
}

function at(fileName: string, line: number, message: string): LocatedProblem {
  return { path: [], fileName, line, column: 1, message };
}
