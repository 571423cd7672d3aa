/**
 * How a page carries what its Scala CLI scripts need, written by the build (src/node/markdown/
 * scala-cli.ts) and read by the browser (src/client/content/scala-cli-script-for.ts). The code itself
 * is the page's: a script is assembled from the blocks on the page, so no script is stored.
 *
 * - each compiled example: `data-example` (its index among the page's Scala blocks) and, when it
 *   has a script, `data-script-deps` (the earlier examples it depends on, as runs `first-last`:
 *   `0-4 6-9`), `data-script-prints` (the code lines `first-last` of each shown expression, left out
 *   when there is none), `data-script-wrap` and `data-script-cleanup` (the later cleanup examples
 *   it ends with), and `data-script-set` when its set is not the page's first (see below);
 * - once per page, `<template class="scala-cli-set" data-scala data-deps>` with the example set
 *   (`data-deps`: each module as `org::name:version=package,package`),
 *   holding `<pre data-example>` copies of the code of invisible examples, which the page does not show;
 *   a page whose blocks use other sets too (a Scala 3 one beside a Scala 2 one) has a template for
 *   each after it, which an example names by its place among them, `data-script-set="1"`.
 */
import type { ScriptBlock, ScriptDependency, ScriptSet, ScriptWrap } from './scala-cli-script';

export const SCRIPT_SET_CLASS = 'scala-cli-set';
export const SCRIPT_BUTTON_CLASS = 'scala-cli-button';

/** The parts of a block's script that are not its code. */
export interface ScriptData {
  dependsOn: readonly number[];
  cleanup: readonly number[];
  prints: ReadonlyArray<readonly [number, number]>;
  wrap?: ScriptWrap;
}

export function scriptAttributes(example: number, script: ScriptData | undefined, set = 0): Record<string, string> {
  const attributes: Record<string, string> = { 'data-example': String(example) };
  if (script === undefined) return attributes;
  if (set > 0) attributes['data-script-set'] = String(set);
  attributes['data-script-deps'] = runs(script.dependsOn)
    .map(([first, last]) => `${first}-${last}`)
    .join(' ');
  if (script.prints.length > 0)
    attributes['data-script-prints'] = script.prints.map(([first, last]) => `${first}-${last}`).join(' ');
  if (script.wrap !== undefined) attributes['data-script-wrap'] = script.wrap;
  if (script.cleanup.length > 0) attributes['data-script-cleanup'] = script.cleanup.join(' ');
  return attributes;
}

export function setAttributes(set: ScriptSet): Record<string, string> {
  return {
    'data-scala': set.scalaVersion,
    'data-deps': set.dependencies
      .map(({ coordinate, packages }) => (packages.length === 0 ? coordinate : `${coordinate}=${packages.join(',')}`))
      .join(' '),
  };
}

type Attributes = (name: string) => string | null;

/** The script data of an element with `data-script-deps`, or undefined for an example without a script. */
export function readScriptData(attribute: Attributes): ScriptData | undefined {
  const deps = attribute('data-script-deps');
  if (deps === null) return undefined;
  const prints = words(attribute('data-script-prints')).map(range);
  const dependsOn = words(deps).flatMap((run) => {
    const [first, last] = range(run);
    return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  });
  const wrap = attribute('data-script-wrap');
  const cleanup = words(attribute('data-script-cleanup')).map(Number);
  return { dependsOn, cleanup, prints, ...(wrap === null ? {} : { wrap: wrap as ScriptWrap }) };
}

export function readScriptSet(attribute: Attributes): ScriptSet | undefined {
  const scalaVersion = attribute('data-scala');
  if (scalaVersion === null) return undefined;
  const dependencies = words(attribute('data-deps')).map((word): ScriptDependency => {
    const [coordinate = '', packages] = word.split('=');
    return { coordinate, packages: packages === undefined ? [] : packages.split(',') };
  });
  return { scalaVersion, dependencies };
}

/** A block as the script assembly takes it. */
export function scriptBlock(code: string, data: ScriptData): ScriptBlock {
  return { code, prints: data.prints, ...(data.wrap === undefined ? {} : { wrap: data.wrap }) };
}

/** Ascending numbers as runs of consecutive ones: [0, 1, 2, 5] is [[0, 2], [5, 5]]. */
function runs(numbers: readonly number[]): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  for (const number of numbers) {
    const last = result.at(-1);
    if (last !== undefined && last[1] === number - 1) last[1] = number;
    else result.push([number, number]);
  }
  return result;
}

function range(text: string): readonly [number, number] {
  const [first, last] = text.split('-').map(Number);
  return [first!, last!];
}

function words(value: string | null): string[] {
  return value === null || value === '' ? [] : value.split(' ');
}
