import { describe, expect, it } from 'vitest';
import { replaceVariables } from '../../../../src/node/examples/variables';
import { loadSite } from '../../../../src/node/site/load-site';
import { renderDocs } from '../../../../src/node/docs/render-docs';
import { copyExamplesSite, editFile } from './helpers';

describe('replaceVariables', () => {
  it('replaces @NAME@ as mdoc does: @@NAME@ keeps the text, an unknown name stays and is reported', () => {
    expect(
      replaceVariables('version @VERSION@, written @@VERSION@, @OTHER@, user@example.org', { VERSION: '1.2.3' }),
    ).toEqual({
      text: 'version 1.2.3, written @VERSION@, @OTHER@, user@example.org',
      unknown: [{ name: 'OTHER', offset: 39 }],
    });
  });
});

describe('examples.variables in site.yaml', () => {
  const UNCOMPILED = ['guide/broken.md', 'guide/throws.md'];

  it('are put in every page, front matter, prose and code', async () => {
    const root = await copyExamplesSite(...UNCOMPILED);
    await editFile(root, 'site.yaml', (text) =>
      text.replace('examples:\n', 'examples:\n  variables:\n    VERSION: 2.2.0\n'),
    );
    await editFile(root, 'content/current/index.md', (text) =>
      text
        .replace('title: Home', 'title: Home of @VERSION@')
        .replace(
          'No Scala here.',
          'Use version @VERSION@.\n\n```scala\n"io.kevinlee" %% "effectie" % "@VERSION@"\n```',
        ),
    );
    const site = await loadSite({ projectRoot: root });
    const home = (await renderDocs(site)).find((doc) => doc.path === '/docs/')!;
    const text = home.data.html.replace(/<[^>]+>/g, '');
    expect(text).toContain('Use version 2.2.0.');
    expect(text).toContain('"io.kevinlee" %% "effectie" % "2.2.0"');
    expect(site.versions[0]!.sources.docs.find((doc) => doc.fileName === 'content/current/index.md')!.title).toBe(
      'Home of 2.2.0',
    );
  });

  it('must name every variable a page uses', async () => {
    const root = await copyExamplesSite(...UNCOMPILED);
    await editFile(root, 'content/current/index.md', (text) =>
      text.replace('No Scala here.', 'Use version\n@VERSION@.'),
    );
    await expect(loadSite({ projectRoot: root })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [SiteConfigError: content has 1 problem:
        content/current/index.md:6:1 "@VERSION@" is not one of examples.variables in site.yaml; add it there, or write "@@VERSION@" for the text itself.
      Fix it in content; nothing was built from it.]
    `);
  });
});
