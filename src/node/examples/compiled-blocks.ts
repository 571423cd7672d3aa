import type { ScriptSet } from '../../shared/scala-cli-script';
import type { CompiledScala } from '../markdown';
import { blockScripts } from './block-scripts';
import { scriptSet as toScriptSet } from './script-dependencies';
import type { ScalaBlock } from './scala-blocks';
import type { PageTypes } from './types/page-types';

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
