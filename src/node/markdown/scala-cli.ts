import type { ScriptSet } from '../../shared/scala-cli-script.js';
import {
  SCRIPT_BUTTON_CLASS,
  SCRIPT_SET_CLASS,
  scriptAttributes,
  setAttributes,
} from '../../shared/scala-cli-markup.js';
import { escapeHtml } from '../../shared/text/html-entities.js';
import type { CompiledScala } from './types.js';

/** What a page's scripts need beyond its visible code, gathered while its blocks render. */
export interface PageScripts {
  /** The example sets of the page's scripts, in the order its blocks first use them (usually one). */
  sets: ScriptSet[];
  /** The code of invisible examples that have a script, by example index. */
  hiddenCode: Map<number, { code: string; attributes: Record<string, string> }>;
}

/** An invisible example shows nothing, but the scripts of the blocks after it need its code. */
export function keepHiddenCode(scripts: PageScripts, example: number, compiled: CompiledScala): void {
  if (compiled.script === undefined) return;
  const set = setIndex(scripts, compiled.script.set);
  scripts.hiddenCode.set(example, { code: compiled.code, attributes: scriptAttributes(example, compiled.script, set) });
}

/** The place of `set` among the page's sets, added the first time a block uses it. */
function setIndex(scripts: PageScripts, set: ScriptSet): number {
  const key = JSON.stringify(set);
  const at = scripts.sets.findIndex((known) => JSON.stringify(known) === key);
  if (at !== -1) return at;
  scripts.sets.push(set);
  return scripts.sets.length - 1;
}

/** The attributes that place a shown example in its page's scripts, and its "Scala CLI" control. */
export function scriptParts(
  scripts: PageScripts,
  example: number,
  compiled: CompiledScala,
): { attributes: string; button: string } {
  const set = compiled.script === undefined ? 0 : setIndex(scripts, compiled.script.set);
  const button =
    compiled.script === undefined
      ? ''
      : `<button type="button" class="code-button ${SCRIPT_BUTTON_CLASS}" aria-label="Copy as a Scala CLI script">Scala CLI</button>`;
  return { attributes: attributeText(scriptAttributes(example, compiled.script, set)), button };
}

/**
 * The page's example set and its invisible code, once, in a template nothing renders or indexes;
 * a page whose blocks use more than one set has a template for each, the code in the first.
 */
export function renderScriptSet(scripts: PageScripts): string {
  const hidden = [...scripts.hiddenCode.values()]
    .map(({ code, attributes }) => `<pre${attributeText(attributes)}>${escapeHtml(code)}</pre>`)
    .join('');
  return scripts.sets
    .map(
      (set, index) =>
        `<template class="${SCRIPT_SET_CLASS}"${attributeText(setAttributes(set))}>${index === 0 ? hidden : ''}</template>\n`,
    )
    .join('');
}

function attributeText(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}
