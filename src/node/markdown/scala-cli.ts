import type { ScriptSet } from '../../shared/scala-cli-script.js';
import {
  SCRIPT_BUTTON_CLASS,
  SCRIPT_SET_CLASS,
  scriptAttributes,
  setAttributes,
} from '../../shared/scala-cli-markup.js';
import { escapeHtml } from '../../shared/text/html-entities.js';
import type { CompiledScala } from './index.js';

/** What a page's scripts need beyond its visible code, gathered while its blocks render. */
export interface PageScripts {
  set: ScriptSet | undefined;
  /** The code of invisible examples that have a script, by example index. */
  hiddenCode: Map<number, { code: string; attributes: Record<string, string> }>;
}

/** An invisible example shows nothing, but the scripts of the blocks after it need its code. */
export function keepHiddenCode(scripts: PageScripts, example: number, compiled: CompiledScala): void {
  if (compiled.script === undefined) return;
  scripts.set ??= compiled.script.set;
  scripts.hiddenCode.set(example, { code: compiled.code, attributes: scriptAttributes(example, compiled.script) });
}

/** The attributes that place a shown example in its page's scripts, and its "Scala CLI" control. */
export function scriptParts(
  scripts: PageScripts,
  example: number,
  compiled: CompiledScala,
): { attributes: string; button: string } {
  if (compiled.script !== undefined) scripts.set ??= compiled.script.set;
  const button =
    compiled.script === undefined
      ? ''
      : `<button type="button" class="code-button ${SCRIPT_BUTTON_CLASS}" aria-label="Copy as a Scala CLI script">Scala CLI</button>`;
  return { attributes: attributeText(scriptAttributes(example, compiled.script)), button };
}

/** The page's example set and its invisible code, once, in a template nothing renders or indexes. */
export function renderScriptSet(scripts: PageScripts): string {
  if (scripts.set === undefined) return '';
  const hidden = [...scripts.hiddenCode.values()]
    .map(({ code, attributes }) => `<pre${attributeText(attributes)}>${escapeHtml(code)}</pre>`)
    .join('');
  return `<template class="${SCRIPT_SET_CLASS}"${attributeText(setAttributes(scripts.set))}>${hidden}</template>\n`;
}

function attributeText(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}
