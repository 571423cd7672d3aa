import { describe, expect, it } from 'vitest';
import type { CompiledScala } from '../../../../src/node/markdown/index.js';
import { dom, render } from './helpers.js';

const page = (...lines: string[]) => `${lines.join('\n')}\n`;

async function shown(markdown: string, compiledScala?: CompiledScala[]) {
  const document = dom((await render(markdown, compiledScala === undefined ? {} : { compiledScala })).html);
  return { document, blocks: [...document.querySelectorAll('.code-block pre')].map((pre) => pre.textContent) };
}

describe('mdoc fences', () => {
  it('shows mdoc output for ```scala mdoc blocks only; a plain ```scala block beside them is highlighted as written', async () => {
    const { blocks } = await shown(
      page(
        '```scala',
        'libraryDependencies += "a" %% "b" % "1"',
        '```',
        '```scala mdoc',
        'val a = 1',
        '```',
        '```scala mdoc:silent',
        'val b = a',
        '```',
      ),
      [
        { code: 'val a = 1', rendered: 'val a = 1\n// a: Int = 1' },
        { code: 'val b = a', rendered: 'val b = a' },
      ],
    );
    expect(blocks).toEqual(['libraryDependencies += "a" %% "b" % "1"', 'val a = 1\n// a: Int = 1', 'val b = a']);
  });

  it('puts the Markdown a passthrough block printed in place of the block', async () => {
    const { document, blocks } = await shown(
      page('```scala mdoc:passthrough', 'println("## Made by code")', '```', 'After.'),
      [{ code: 'println("## Made by code")', rendered: '## Made by code\n\n| a |\n| - |\n| 1 |', passthrough: true }],
    );
    expect(blocks).toEqual([]);
    expect(document.querySelector('h2')?.textContent).toContain('Made by code');
    expect(document.querySelector('td')?.textContent).toBe('1');
  });

  it('keeps the code of a passthrough block for the Scala CLI scripts of the blocks after it', async () => {
    const set = { scalaVersion: '2.13.16', dependencies: [] };
    const html = (
      await render(
        page('```scala mdoc:passthrough', 'val title = "T"; println(title)', '```', '```scala mdoc', 'title', '```'),
        {
          compiledScala: [
            {
              code: 'val title = "T"; println(title)',
              rendered: 'T',
              passthrough: true,
              script: { dependsOn: [], cleanup: [], prints: [], set },
            },
            {
              code: 'title',
              rendered: 'title\n// res0: String = "T"',
              script: { dependsOn: [0], cleanup: [], prints: [[0, 0]], set },
            },
          ],
        },
      )
    ).html;
    expect(/<template class="scala-cli-set"[^>]*>(.*)<\/template>/.exec(html)?.[1]).toContain('println(title)');
  });

  it('shows a fence mdoc does not read as its own (in a blockquote) as written, and the blocks after it compiled', async () => {
    const { blocks } = await shown(
      page('> ```scala mdoc', '> quoted', '> ```', '', '```scala mdoc', 'val a = 1', '```'),
      [{ code: 'val a = 1', rendered: 'val a = 1\n// a: Int = 1' }],
    );
    expect(blocks).toEqual(['quoted', 'val a = 1\n// a: Int = 1']);
  });

  it('on a page no example set covers, shows the code of mdoc blocks without output and hides invisible ones', async () => {
    const { blocks } = await shown(
      page(
        '```scala mdoc',
        'val a = 1',
        '```',
        '```scala mdoc:invisible',
        'val secret = 2',
        '```',
        '```scala mdoc:fail',
        'val b: String = a',
        '```',
      ),
    );
    expect(blocks).toEqual(['val a = 1', 'val b: String = a']);
  });
});
