import { createHash } from 'node:crypto';
import type { ExampleSet } from '../../../schema/examples';
import type { ScalaBlock } from './scala-blocks';

export interface CompileSettings {
  mdocVersion: string;
  scalacOptions: readonly string[];
}

/**
 * What a page's compiled output depends on: its blocks (code and modifiers, in order), the
 * classpath coordinates, and the compiler and mdoc versions. Prose and line numbers are not in it,
 * so editing text around the examples keeps the cache valid.
 */
export function exampleCacheKey(blocks: readonly ScalaBlock[], set: ExampleSet, settings: CompileSettings): string {
  const input = {
    mdoc: settings.mdocVersion,
    scala: set.scalaVersion,
    scalacOptions: settings.scalacOptions,
    dependencies: [...set.dependencies].sort(),
    blocks: blocks.map((block) => [block.modifiers.join(':'), block.code]),
  };
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}
