import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExampleSet } from '../../../schema/examples';
import { pageScripts } from './block-scripts';
import type { ExampleProblem } from './mdoc-runner';
import type { PageExamples } from './page-examples';
import type { FileTypes, TypesGroup } from './types/type-program';

/** A page and what the site shows for its blocks: the committed output, from which readers' scripts are made. */
export interface PageRendering {
  page: PageExamples;
  rendered: ReadonlyArray<string | null>;
}

/** The scripts of a set as sources for the types program, and the page block each one belongs to. */
export interface ScriptSources {
  group: TypesGroup;
  owners: Map<string, { page: PageExamples; block: number; text: string }>;
}

/**
 * Writes the Scala CLI script of every block of the pages into `work`, as one group compiled on
 * the set's classpath: what Scala CLI would fetch for the script's `//> using dep`. Each script
 * gets a package of its own so that their `Example` objects do not clash.
 */
export async function scriptSources(work: string, set: ExampleSet, classpath: readonly string[], scalacOptions: readonly string[], pages: readonly PageRendering[]): Promise<ScriptSources> {
  const owners: ScriptSources['owners'] = new Map();
  for (const { page, rendered } of pages) {
    for (const [block, script] of pageScripts(set, page.blocks, rendered).entries()) {
      if (script === undefined) continue;
      const file = join(work, `script${owners.size}.scala`);
      // On the directives' line, so the script's line numbers stay its own.
      const text = `package script${owners.size}; ${script}`;
      await writeFile(file, text);
      owners.set(file, { page, block, text });
    }
  }
  return { group: { classpath, scalacOptions, files: [...owners.keys()], errorsOnly: true }, owners };
}

/**
 * The compiler's first error in each script: its page, the block's line, the script's line. A
 * script the compiler said nothing about fails too, so that none passes unchecked.
 */
export function scriptProblems(found: readonly FileTypes[], owners: ScriptSources['owners']): ExampleProblem[] {
  const byFile = new Map(found.map((result) => [result.file, result]));
  return [...owners].flatMap(([file, owner]) => {
    const place = { fileName: owner.page.fileName, line: owner.page.blocks[owner.block]!.line, column: 1 };
    const result = byFile.get(file);
    if (result === undefined) return [{ ...place, message: 'has a Scala CLI script the compiler reported nothing for, so it was not checked.' }];
    const first = result.errors[0];
    if (first === undefined) return [];
    const [offset, message] = first;
    const lineStart = owner.text.lastIndexOf('\n', offset - 1) + 1;
    const lineEnd = owner.text.indexOf('\n', offset);
    const line = owner.text.slice(0, lineStart).split('\n').length;
    const source = owner.text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).trim();
    const [headline, ...details] = message.split('\n');
    return [{
      ...place,
      message: [`the Scala CLI script copied from this example does not compile, at its line ${line}: ${headline}`, ...details, `  ${source}`].join('\n'),
    }];
  });
}
