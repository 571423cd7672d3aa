import { z } from 'zod';

const MAVEN_COORDINATE = /^[A-Za-z0-9_.-]+:[A-Za-z0-9_.-]+:[A-Za-z0-9_.+-]+$/;

/** mdoc's variables, as sbt's `mdocVariables` gives them: `@NAME@` in a page is replaced by the value. */
const variablesSchema = z.record(
  z.string().regex(/^\w+$/, { error: 'must be a name of letters, digits and "_", as mdoc\'s @NAME@ reads it' }),
  z.string().regex(/^[^\r\n]*$/, { error: 'must be one line' }),
);

const exampleSetSchema = z.strictObject({
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and "-"' })
    .describe(
      'Name of the set; a page picks a set by this name with `examples:` in its front matter, and a block with `examples=NAME` after its mdoc modifiers.',
    ),
  version: z.string().min(1).describe('The docs version (a `docs.versions[].name`) whose pages use this set.'),
  folders: z
    .array(
      z.string().regex(/^(?:[^/\s]+(?:\/[^/\s]+)*)?$/, {
        error: 'must be a folder inside the version, such as "cats-effect2" or "fx/error-handling"',
      }),
    )
    .default([])
    .describe(
      'Folders of the version (relative to content/<version>/) whose pages compile against this set; "" is the whole version.',
    ),
  scalaVersion: z
    .string()
    .regex(/^(?:2\.13|3\.\d+)\.\d+$/, { error: 'must be a Scala 2.13 or Scala 3 version such as "2.13.16" or "3.3.7"' })
    .describe(
      'Scala version the examples compile with: 2.13.x (mdoc_2.13) or 3.x.y (mdoc_3). The Scala library and compiler are pinned to it.',
    ),
  dependencies: z
    .array(z.string().regex(MAVEN_COORDINATE, { error: 'must be a Maven coordinate "group:artifact:version"' }))
    .min(1)
    .describe("Maven coordinates on the examples' classpath; their dependencies are resolved by Maven."),
  variables: variablesSchema
    .optional()
    .describe(
      "mdoc's variables of this set's pages, as one sbt project's mdocVariables; they win over examples.versionVariables and examples.variables.",
    ),
});

const coverageExclusionSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .describe(
      'Qualified name as the coverage report prints it (effectie.core.FxCtor#flatMapFa); a trailing "*" excludes everything it starts.',
    ),
  reason: z.string().min(1).describe('Why no page needs to name it.'),
});

const apiCoverageSchema = z.strictObject({
  group: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'must be a Maven group id such as "io.kevinlee"' })
    .describe(
      "Maven group of the documented library: its jars on a version's example classpaths are that version's API.",
    ),
  exclude: z.array(coverageExclusionSchema).default([]).describe('API no page needs to name, each with its reason.'),
});

const typesSchema = z.strictObject({
  packages: z
    .array(
      z.string().regex(/^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/, {
        error: 'must be a Scala package such as "cats" or "cats.effect"',
      }),
    )
    .default([])
    .describe(
      'Packages whose identifiers show their compiler-checked types on hover, besides everything a page defines itself; empty shows the types of every identifier.',
    ),
});

/**
 * Compiled Scala examples: every ```scala mdoc block of a page an example set covers is compiled
 * and evaluated by mdoc against the set's classpath, and the output is kept in compiled-examples/.
 */
export const examplesSchema = z.strictObject({
  mdocVersion: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, { error: 'must be a version such as "2.6.1"' })
    .default('2.6.1')
    .describe(
      'Version of org.scalameta:mdoc_2.13 (or mdoc_3 for a Scala 3 set) that compiles and evaluates the examples.',
    ),
  variables: variablesSchema
    .default({})
    .describe(
      "mdoc's variables of every page: `@NAME@` in a page, prose and code, is replaced by its value (`@@NAME@` keeps the text), and mdoc is given `--site.NAME value`. A version's (examples.versionVariables) and a set's (examples.sets[].variables) win over these.",
    ),
  versionVariables: z
    .record(z.string(), variablesSchema)
    .default({})
    .describe(
      "mdoc's variables of one docs version's pages, by version name (`v1: { VERSION: 1.16.0 }`); they win over examples.variables, and a set's variables win over them.",
    ),
  scalacOptions: z.array(z.string().min(1)).default([]).describe('Options passed to the Scala compiler for every set.'),
  sets: z.array(exampleSetSchema).default([]).describe('One classpath per group of pages.'),
  types: typesSchema
    .prefault({})
    .describe(
      "Types on hover: `npm run examples` also typechecks every page's blocks and keeps, for each identifier, its signature, the type it has there and the implicits the compiler inserted.",
    ),
  apiCoverage: apiCoverageSchema
    .optional()
    .describe(
      'Checks that every public type class, method and syntax extension of the documented library is named on a page of its version.',
    ),
});

export type ExamplesConfig = z.output<typeof examplesSchema>;
export type ExampleSet = ExamplesConfig['sets'][number];
