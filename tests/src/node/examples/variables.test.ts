import { describe, expect, it } from 'vitest';
import { missingVariablesWarning, replaceVariables } from '../../../../src/node/examples/variables';
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
    const site = await loadSite({ siteRoot: root });
    const home = (await renderDocs(site)).find((doc) => doc.path === '/docs/')!;
    const text = home.data.html.replace(/<[^>]+>/g, '');
    expect(text).toContain('Use version 2.2.0.');
    expect(text).toContain('"io.kevinlee" %% "effectie" % "2.2.0"');
    expect(site.versions[0]!.sources.docs.find((doc) => doc.fileName === 'content/current/index.md')!.title).toBe(
      'Home of 2.2.0',
    );
  });

  it("give each page its set's, its version's and the site's values, the most specific winning, as mdoc's per-project mdocVariables do", async () => {
    const root = await copyExamplesSite(...UNCOMPILED);
    await editFile(root, 'site.yaml', (text) =>
      text
        .replace(
          'examples:\n',
          'examples:\n  variables:\n    VERSION: 3.0.0\n    ORG: org.example\n    SCALA: "2.13"\n  versionVariables:\n    current:\n      VERSION: 2.0.0\n      SCALA: "3"\n',
        )
        .replace('      folders: [guide]\n', '      folders: [guide]\n      variables:\n        VERSION: 1.0.0\n'),
    );
    const line = 'Version @VERSION@ of @ORG@ for Scala @SCALA@.';
    await editFile(root, 'content/current/index.md', (text) => text.replace('No Scala here.', line));
    await editFile(root, 'content/current/guide/good.md', (text) => text.replace('Combining with cats:', line));
    const site = await loadSite({ siteRoot: root, compiledExamples: 'skip' });
    const body = (file: string) => site.versions[0]!.sources.docs.find((doc) => doc.fileName === file)!.body;
    expect(body('content/current/index.md')).toContain('Version 2.0.0 of org.example for Scala 3.');
    expect(body('content/current/guide/good.md')).toContain('Version 1.0.0 of org.example for Scala 3.');
  });

  it('a name without a value is a problem of its page alone, which shows it as written; the others build', async () => {
    const root = await copyExamplesSite(...UNCOMPILED);
    await editFile(root, 'content/current/index.md', (text) =>
      text.replace('No Scala here.', 'Use version\n@VERSION@.'),
    );
    await editFile(root, 'content/current/guide/good.md', (text) => text.replace('Combining', 'With @ORG@, combining'));
    const site = await loadSite({ siteRoot: root, compiledExamples: 'skip' });
    expect(missingVariablesWarning(site.missingVariables)).toMatchInlineSnapshot(`
      "2 pages name mdoc variables without a value:
        content/current/guide/good.md:5:6 "@ORG@" has no value for this page; give it one in site.yaml under examples.sets[0].variables, examples.versionVariables.current or examples.variables, or write "@@ORG@" for the text itself.
        content/current/index.md:6:1 "@VERSION@" has no value for this page; give it one in site.yaml under examples.versionVariables.current or examples.variables, or write "@@VERSION@" for the text itself.
      Those pages show each as written, and \`npm run examples\` does not compile them; the other pages were built as usual."
    `);
    const home = (await renderDocs(site)).find((doc) => doc.path === '/docs/')!;
    expect(home.data.html.replace(/<[^>]+>/g, '')).toContain('Use version\n@VERSION@.');
  });
});
