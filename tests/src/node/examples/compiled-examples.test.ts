import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDocs } from '../../../../src/node/docs/render-docs';
import { loadSite } from '../../../../src/node/site/load-site';
import { copyExamplesSite, editFile } from './helpers';

const UNCOMPILED = ['guide/broken.md', 'guide/throws.md'];

describe('the build with compiled examples', () => {
  it('renders each Scala block as mdoc compiled it: output lines marked, invisible blocks gone', async () => {
    const site = await loadSite({ siteRoot: await copyExamplesSite(...UNCOMPILED) });
    const page = (await renderDocs(site)).find((doc) => doc.path === '/docs/guide/good')!;
    const html = page.data.html;
    const output = [...html.matchAll(/<span class="line output">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(output).toEqual(['// total: Int = 6', '// res0: Int = 19']);
    // An invisible block shows nothing; its code is kept, inert, for the page's Scala CLI scripts only.
    const template = /<template class="scala-cli-set"[^>]*>([\s\S]*?)<\/template>/.exec(html);
    expect(html.replace(template![0], '')).not.toContain('secret = 7');
    expect(template![1]).toBe('<pre data-example="2" data-script-deps="0-1">val secret = 7</pre>');
    expect(html).toContain('<div class="code-block-title">Both.scala</div>');
    // The author's own comment is code, highlighted like the rest.
    expect(html).toMatch(/<span class="line"><span[^>]*>\/\/ our own comment stays code<\/span><\/span>/);
    expect((html.match(/class="code-block"/g) ?? []).length).toBe(3);
  });

  it('keeps building when only the prose around the examples changes', async () => {
    const root = await copyExamplesSite(...UNCOMPILED);
    await editFile(root, 'content/current/guide/good.md', (text) =>
      text.replace('Combining with cats:', 'Adding numbers up, and a second paragraph.\n\nWith cats:'),
    );
    await expect(loadSite({ siteRoot: root })).resolves.toBeDefined();
  });

  it('fails with the page, the line of its first block and the command to run when a block changed', async () => {
    const root = await copyExamplesSite(...UNCOMPILED);
    await editFile(root, 'content/current/guide/good.md', (text) => text.replace('List(1, 2, 3)', 'List(1, 2, 3, 4)'));
    await expect(loadSite({ siteRoot: root })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [SiteConfigError: content has 1 problem:
        content/current/guide/good.md:7:1 its Scala examples changed since they were compiled; run "npm run examples" (needs JDK 17+ and Maven) and commit compiled-examples/.
      Fix it in content; nothing was built from it.]
    `);
  });

  it('builds a page no example set covers: mdoc blocks show their code without output, whatever their modifiers, invisible ones stay hidden, and the count is kept', async () => {
    const root = await copyExamplesSite(...UNCOMPILED);
    const blocks = [
      '```scala mdoc',
      'val x = 1',
      '```',
      '```scala mdoc:invisible',
      'val secret = 2',
      '```',
      '```scala mdoc:passthrough',
      'println("# Not run")',
      '```',
      '```scala mdoc:js',
      'val plugin = 3',
      '```',
    ];
    await editFile(root, 'content/current/index.md', (text) => `${text}\n${blocks.join('\n')}\n`);
    const site = await loadSite({ siteRoot: root });
    expect(site.uncompiledExamples).toBe(4);
    const html = (await renderDocs(site)).find((doc) => doc.path === '/docs/')!.data.html;
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('val x = 1');
    expect(text).toContain('println("# Not run")');
    // A modifier of an mdoc plugin is not this site's to judge on a page mdoc never reads.
    expect(text).toContain('val plugin = 3');
    expect(text).not.toContain('secret');
    expect(html).not.toContain('class="line output"');
  });

  it('says a page of a set was never compiled, rather than changed', async () => {
    const root = await copyExamplesSite(...UNCOMPILED);
    await writeFile(
      join(root, 'content/current/guide/new.md'),
      '---\ntitle: New\n---\n\n```scala mdoc\nval x = 1\n```\n',
    );
    await expect(loadSite({ siteRoot: root })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [SiteConfigError: content has 1 problem:
        content/current/guide/new.md:5:1 its Scala examples were never compiled (no compiled-examples/current/guide/new.json); run "npm run examples" (needs JDK 17+ and Maven) and commit compiled-examples/.
      Fix it in content; nothing was built from it.]
    `);
  });

  it('checks every page without holding its output when asked only to check, as the build opens the site', async () => {
    const root = await copyExamplesSite(...UNCOMPILED);
    const checked = await loadSite({ siteRoot: root, compiledExamples: 'check' });
    expect(checked.examples.size).toBe(0);
    expect((await loadSite({ siteRoot: root })).examples.get('content/current/guide/good.md')).toHaveLength(4);
    await editFile(root, 'content/current/guide/good.md', (text) => text.replace('List(1, 2, 3)', 'List(1, 2, 3, 4)'));
    await expect(loadSite({ siteRoot: root, compiledExamples: 'check' })).rejects.toThrow(
      'content/current/guide/good.md:7:1 its Scala examples changed since they were compiled',
    );
  });
});
