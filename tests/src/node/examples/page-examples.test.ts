import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../../src/node/site/load-site';
import { copyExamplesSite, editFile } from './helpers';

describe('a fence that names an example set', () => {
  it('stops the build at its line when the name is not a set of the version, listing the ones there are', async () => {
    const root = await copyExamplesSite('guide/broken.md', 'guide/throws.md');
    await editFile(root, 'content/current/guide/good.md', (text) =>
      text.replace('```scala mdoc:silent\nval doubled', '```scala mdoc:silent examples=cats3\nval doubled'),
    );
    await expect(loadSite({ siteRoot: root })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [SiteConfigError: content has 1 problem:
        content/current/guide/good.md:13:1 examples="cats3" is not an example set of version "current"; available: "cats".
      Fix it in content; nothing was built from it.]
    `);
  });

  it('stops the build at its line when it names no set at all', async () => {
    const root = await copyExamplesSite('guide/broken.md', 'guide/throws.md');
    await editFile(root, 'content/current/guide/good.md', (text) =>
      text.replace('```scala mdoc:silent\nval doubled', '```scala mdoc:silent examples=\nval doubled'),
    );
    await expect(loadSite({ siteRoot: root })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [SiteConfigError: content has 1 problem:
        content/current/guide/good.md:13:1 examples= names no example set; write the name of one, as in examples=current-ce3, or leave it out.
      Fix it in content; nothing was built from it.]
    `);
  });
});
