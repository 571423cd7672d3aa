import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { ExampleSet } from '../../../../schema/examples';
import type { ExampleProblem } from '../mdoc-runner';
import type { PageExamples } from '../page-examples';
import { pageTypes, typeErrors, type PageTypes } from './page-types';
import { compilerJars, runTypesProgram, type FileTypes, type TypesGroup } from './type-program';
import { typeSource, type TypeSource } from './type-source';

/** The pages of one example set with the classpaths `npm run examples` resolved for it. */
export interface TypesJob {
  set: ExampleSet;
  mdocClasspath: readonly string[];
  classpath: readonly string[];
  pages: readonly PageExamples[];
}

export interface TypesResult {
  /** By page, and by set for a page whose blocks compile against more than one. */
  types: Map<PageExamples, PageTypes>;
  problems: ExampleProblem[];
}

/**
 * Typechecks the Scala blocks of every page in `jobs` the way mdoc scopes them and keeps what the
 * compiler says about each identifier. Sets on the same Scala version share one JVM; each set's
 * pages are compiled together, each page as a source of its own.
 */
export async function typecheckPages(
  projectRoot: string,
  jobs: readonly TypesJob[],
  scalacOptions: readonly string[],
  packages: readonly string[],
): Promise<TypesResult> {
  const result: TypesResult = { types: new Map(), problems: [] };
  await mkdir(join(projectRoot, '.cache/examples'), { recursive: true });
  const work = await mkdtemp(join(projectRoot, '.cache/examples/types-run-'));
  try {
    const sources = new Map<string, { page: PageExamples; source: TypeSource }>();
    const byCompiler = new Map<string, { jars: string[]; groups: TypesGroup[] }>();
    for (const job of jobs) {
      const files: string[] = [];
      for (const page of job.pages) {
        const file = join(work, `page${sources.size}.scala`);
        const source = typeSource(`examplepage${sources.size}`, page.blocks);
        await writeFile(file, source.text);
        sources.set(file, { page, source });
        files.push(file);
      }
      const jars = compilerJars(job.mdocClasspath);
      const key = jars.join(delimiter);
      const runner = byCompiler.get(key) ?? { jars, groups: [] };
      runner.groups.push({ classpath: job.classpath, scalacOptions, files });
      byCompiler.set(key, runner);
    }
    const found: FileTypes[] = [];
    for (const { jars, groups } of byCompiler.values()) found.push(...(await runTypesProgram(jars, groups, work)));
    for (const file of found) {
      const compiled = sources.get(file.file);
      if (compiled === undefined) continue;
      const { page, source } = compiled;
      const errors = typeErrors(page.fileName, page.blocks, source, file);
      if (errors.length > 0) result.problems.push(...errors);
      else result.types.set(page, pageTypes(source, file, page.blocks.length, packages));
    }
    // A page the program said nothing about fails, so that no page is counted as neither passed nor failed.
    const failed = new Set(result.problems.map((problem) => problem.fileName));
    for (const { page } of sources.values()) {
      if (!result.types.has(page) && !failed.has(page.fileName)) {
        result.problems.push({
          fileName: page.fileName,
          line: page.blocks[0]!.line,
          column: 1,
          message: 'has no types: the types program reported nothing for this page, so its types were not checked.',
        });
      }
    }
    return result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
