// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Blob as NodeBlob } from 'node:buffer';
import { beforeAll, describe, expect, it } from 'vitest';
import { scalaCliScriptFor } from '../../../../src/client/content/scala-cli-script-for';
import { pageScripts } from '../../../../src/node/examples/block-scripts';
import { compiledBlocks, pageBlocks } from '../../../../src/node/examples/compiled-blocks';
import { blocksBySet } from '../../../../src/node/examples/blocks-by-set';
import { findScalaBlocks } from '../../../../src/node/examples/scala-blocks';
import { createMarkdownRenderer } from '../../../../src/node/markdown';
import { scriptSet } from '../../../../src/node/examples/script-dependencies';

const FIXTURE = resolve(__dirname, '../../../fixtures/scala-cli');
const SET = { scalaVersion: '2.13.16', dependencies: ['org.typelevel:cats-core_2.13:2.12.0'] };
const markdown = readFileSync(resolve(FIXTURE, 'scopes.md'), 'utf8');
const { blocks } = findScalaBlocks(markdown, 1);
const { rendered } = JSON.parse(readFileSync(resolve(FIXTURE, 'scopes.rendered.json'), 'utf8')) as {
  rendered: Array<string | null>;
};

let root: HTMLElement;
beforeAll(async () => {
  // shiki loads its grammar engine through Blob.stream(), which jsdom's Blob lacks; the page is rendered as the build renders it, in Node.
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  const renderer = await createMarkdownRenderer();
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  root = document.createElement('article');
  root.innerHTML = renderer.render(body, {
    tocMinLevel: 2,
    tocMaxLevel: 3,
    compiledScala: compiledBlocks(blocks, SET, rendered),
  }).html;
});

describe('scalaCliScriptFor', () => {
  it('assembles from the rendered page exactly the script the check compiles, for every example that has one', () => {
    const expected = pageScripts(scriptSet(SET), blocks, rendered);
    const shown = [...root.querySelectorAll('.code-block[data-example]')];
    // The invisible block is not shown; the fail block shows, with no control.
    expect(shown.map((block) => block.getAttribute('data-example'))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(root.querySelector('.code-block[data-example="2"] .scala-cli-button')).toBeNull();
    for (const block of shown.filter((element) => element.querySelector('.scala-cli-button') !== null)) {
      const example = Number(block.getAttribute('data-example'));
      expect(scalaCliScriptFor(block, root), `example ${example}`).toBe(expected[example]);
    }
  });

  it('takes the code of an invisible example from the page template, not from anything shown', () => {
    const script = scalaCliScriptFor(root.querySelector('.code-block[data-example="1"]')!, root)!;
    expect(script).toContain('object Example extends App {\nval hidden = 1\n');
    expect(root.querySelector('template.scala-cli-set')?.getAttribute('data-deps')).toBe(
      'org.typelevel::cats-core:2.12.0',
    );
  });

  it('gives up rather than copy a script with a missing part', () => {
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelector<HTMLTemplateElement>('template.scala-cli-set')!.content.querySelector('pre')!.remove();
    expect(scalaCliScriptFor(copy.querySelector('.code-block[data-example="1"]')!, copy)).toBeUndefined();
  });
});

describe('scalaCliScriptFor, on a page whose blocks compile against a Scala 2 and a Scala 3 set', () => {
  const SCALA2 = { name: 'ce3', version: 'current', folders: [], ...SET };
  const SCALA3 = { ...SCALA2, name: 'ce3-scala3', scalaVersion: '3.3.7' };
  const page = [
    '```scala mdoc:silent',
    'import cats.syntax.all._',
    '```',
    '```scala mdoc:silent examples=ce3-scala3',
    'import cats.syntax.all.*',
    '```',
    '```scala mdoc',
    'List(1, 2).combineAll',
    '```',
    '```scala mdoc examples=ce3-scala3',
    'List(3, 4).combineAll',
    '```',
  ].join('\n');
  const rendered = {
    ce3: [null, 'List(1, 2).combineAll\n// res0: Int = 3'],
    'ce3-scala3': [null, 'List(3, 4).combineAll\n// res0: Int = 7'],
  };
  const { blocks } = findScalaBlocks(page, 1);

  it("gives each example its own set's script, made of the blocks of that set only", async () => {
    const { parts } = blocksBySet(blocks, SCALA2, [SCALA2, SCALA3]);
    const compiled = pageBlocks(
      parts.map((part) => ({
        indexes: part.indexes,
        blocks: compiledBlocks(part.blocks, part.set, rendered[part.set.name as keyof typeof rendered]),
      })),
    );
    const renderer = await createMarkdownRenderer();
    const root = document.createElement('article');
    root.innerHTML = renderer.render(page, { tocMinLevel: 2, tocMaxLevel: 3, compiledScala: compiled }).html;
    const scriptOf = (example: number) =>
      scalaCliScriptFor(root.querySelector(`.code-block[data-example="${example}"]`)!, root);
    expect(root.querySelectorAll('template.scala-cli-set')).toHaveLength(2);
    expect(scriptOf(2)).toBe(pageScripts(scriptSet(SCALA2), parts[0]!.blocks, rendered.ce3)[1]);
    expect(scriptOf(3)).toBe(pageScripts(scriptSet(SCALA3), parts[1]!.blocks, rendered['ce3-scala3'])[1]);
    expect(scriptOf(3)).toContain('//> using scala 3.3.7\n');
    expect(scriptOf(3)).toContain('import cats.syntax.all.*\n\nprintln(List(3, 4).combineAll)');
    expect(scriptOf(3)).not.toContain('all._');
  });
});
