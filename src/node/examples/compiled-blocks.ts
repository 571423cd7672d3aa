import type { ScriptSet } from '../../shared/scala-cli-script';
import type { CompiledScala } from '../markdown';
import { blockScripts } from './block-scripts';
import { scriptSet as toScriptSet } from './script-dependencies';
import type { ScalaBlock } from './scala-blocks';
import type { PageTypes, TypeOccurrence } from './types/page-types';

/** A page's blocks as the renderer takes them: mdoc's rendering, the types and each block's script. */
export function compiledBlocks(
  blocks: readonly ScalaBlock[],
  set: { scalaVersion: string; dependencies: readonly string[] },
  rendered: ReadonlyArray<string | null>,
  types?: PageTypes,
): CompiledScala[] {
  const scripts = blockScripts(blocks, rendered);
  const scriptSet: ScriptSet = toScriptSet(set);
  return blocks.map((block, index) => {
    const script = scripts[index];
    return {
      code: block.code,
      rendered: rendered[index] ?? null,
      ...(block.modifiers.includes('passthrough') ? { passthrough: true as const } : {}),
      ...(types === undefined ? {} : { types: { occurrences: types.blocks[index]!, entries: types.entries } }),
      ...(script === undefined ? {} : { script: { ...script, set: scriptSet } }),
    };
  });
}

/** The blocks one example set compiled on a page, with where each stands among the page's mdoc blocks. */
export interface CompiledPart {
  /** Position of each block among the page's mdoc blocks (0-based). */
  indexes: readonly number[];
  blocks: readonly CompiledScala[];
}

/**
 * The page's compiled blocks in page order, when they compile against more than one set. Each set's
 * blocks see only one another (one mdoc document per set), so the blocks a script depends on
 * are put back to their places on the page, and the types entries of each set follow those of
 * the sets before it, as a page's tooltips are numbered once for the page.
 */
export function pageBlocks(parts: readonly CompiledPart[]): CompiledScala[] {
  if (parts.length === 1) return [...parts[0]!.blocks];
  const entriesOf = (blocks: readonly CompiledScala[]) => blocks.find((block) => block.types)?.types?.entries ?? [];
  const entries = parts.flatMap(({ blocks }) => entriesOf(blocks));
  // A block no set compiles (on a page no set covers) is not among them: positions close up.
  const order = parts.flatMap(({ indexes }) => indexes).sort((a, b) => a - b);
  const page: CompiledScala[] = [];
  let entryOffset = 0;
  for (const { indexes: pageIndexes, blocks } of parts) {
    const indexes = pageIndexes.map((at) => order.indexOf(at));
    blocks.forEach(({ types, script, ...block }, index) => {
      page[indexes[index]!] = {
        ...block,
        ...(types === undefined
          ? {}
          : {
              types: {
                occurrences: types.occurrences.map(
                  ([line, column, length, entry]): TypeOccurrence => [line, column, length, entry + entryOffset],
                ),
                entries,
              },
            }),
        ...(script === undefined
          ? {}
          : {
              script: {
                ...script,
                dependsOn: script.dependsOn.map((at) => indexes[at]!),
                cleanup: script.cleanup.map((at) => indexes[at]!),
              },
            }),
      };
    });
    entryOffset += entriesOf(blocks).length;
  }
  return page;
}
