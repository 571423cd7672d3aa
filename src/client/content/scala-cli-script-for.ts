import { scalaCliScript, type ScriptBlock } from '../../shared/scala-cli-script';
import { SCRIPT_SET_CLASS, readScriptData, readScriptSet, scriptBlock } from '../../shared/scala-cli-markup';
import { codeText } from './code-text';

/**
 * The Scala CLI script of the example `block`, assembled from the page inside `root`: the example
 * set from the page's template (the one the block names with `data-script-set`, else the first),
 * then the code of each example it depends on and its own, read from the page (invisible examples
 * from the first template), then the cleanup examples it ends with. Undefined when the page lacks a part.
 */
export function scalaCliScriptFor(block: Element, root: ParentNode): string | undefined {
  const templates = root.querySelectorAll<HTMLTemplateElement>(`template.${SCRIPT_SET_CLASS}`);
  const template = templates[0];
  const ofBlock = templates[Number(block.getAttribute('data-script-set') ?? 0)];
  const set = ofBlock === undefined ? undefined : readScriptSet((name) => ofBlock.getAttribute(name));
  const own = readScriptData((name) => block.getAttribute(name));
  const index = block.getAttribute('data-example');
  if (set === undefined || own === undefined || index === null) return undefined;
  const part = (example: number) => {
    const found = exampleCode(root, template!, example);
    const data = found === undefined ? undefined : readScriptData((name) => found.element.getAttribute(name));
    return found === undefined || data === undefined ? undefined : scriptBlock(found.code, data);
  };
  const context = own.dependsOn.map(part);
  const example = part(Number(index));
  const cleanup = own.cleanup.map(part);
  if (example === undefined || [...context, ...cleanup].includes(undefined)) return undefined;
  return scalaCliScript(set, { context: context as ScriptBlock[], example, cleanup: cleanup as ScriptBlock[] });
}

function exampleCode(
  root: ParentNode,
  template: HTMLTemplateElement,
  example: number,
): { element: Element; code: string } | undefined {
  const shown = root.querySelector(`.code-block[data-example="${example}"]`);
  if (shown !== null) return { element: shown, code: codeText(shown.querySelector('pre code')) };
  const hidden = template.content.querySelector(`pre[data-example="${example}"]`);
  return hidden === null ? undefined : { element: hidden, code: hidden.textContent ?? '' };
}
