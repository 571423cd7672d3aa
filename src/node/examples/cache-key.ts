import { createHash } from 'node:crypto';
import type { ExampleSet } from '../../../schema/examples';
import type { ScalaBlock } from './scala-blocks';
import { isScala3 } from './scala-version';
import { TYPES_PROGRAM_HASH } from './types/type-program';

interface CompileSettings {
  mdocVersion: string;
  scalacOptions: readonly string[];
  types: { packages: readonly string[] };
}

/**
 * What a page's compiled output and types depend on: its blocks (code and modifiers, in order),
 * the classpath coordinates, the compiler and mdoc versions, and the program that records types
 * with the packages whose types are kept. Prose and line numbers are not in it,
 * so editing text around the examples keeps the cache valid.
 */
export function exampleCacheKey(blocks: readonly ScalaBlock[], set: ExampleSet, settings: CompileSettings): string {
  const input = {
    mdoc: settings.mdocVersion,
    scala: set.scalaVersion,
    scalacOptions: settings.scalacOptions,
    dependencies: [...set.dependencies].sort(),
    blocks: blocks.map((block) => [block.modifiers.join(':'), block.code]),
    // Scala 3 pages are kept without types, so the types program is no part of their output.
    ...(isScala3(set.scalaVersion)
      ? {}
      : { types: { program: TYPES_PROGRAM_HASH, packages: settings.types.packages } }),
  };
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}
