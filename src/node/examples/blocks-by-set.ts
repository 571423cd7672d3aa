import type { ExampleSet } from '../../../schema/examples';
import type { ScalaBlock } from './scala-blocks';

/**
 * A page's blocks by the set each compiles against: the one its fence names, else the page's.
 * The page's own set comes first, the others in the order the page first names them. Blocks
 * that name no set, on a page no set covers, show their code only; a name that is not a set of
 * the version is a problem of its block.
 */
export function blocksBySet(
  blocks: readonly ScalaBlock[],
  pageSet: ExampleSet | undefined,
  sets: readonly ExampleSet[],
): {
  parts: Array<{ set: ExampleSet; blocks: ScalaBlock[]; indexes: number[] }>;
  unknown: ScalaBlock[];
  uncovered: number;
} {
  const parts = new Map<ExampleSet, { set: ExampleSet; blocks: ScalaBlock[]; indexes: number[] }>();
  if (pageSet !== undefined) parts.set(pageSet, { set: pageSet, blocks: [], indexes: [] });
  const unknown: ScalaBlock[] = [];
  let uncovered = 0;
  blocks.forEach((block, index) => {
    const set = block.examples === undefined ? pageSet : sets.find((candidate) => candidate.name === block.examples);
    if (set === undefined) {
      if (block.examples === undefined) uncovered++;
      else unknown.push(block);
      return;
    }
    const part = parts.get(set) ?? { set, blocks: [], indexes: [] };
    part.blocks.push(block);
    part.indexes.push(index);
    parts.set(set, part);
  });
  return { parts: [...parts.values()].filter((part) => part.blocks.length > 0), unknown, uncovered };
}
