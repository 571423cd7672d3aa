import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocsContentError, renderDocs, type RenderedDoc } from '../../../../src/node/docs/render-docs';
import { renderEachDoc } from '../../../../src/node/docs/render-each-doc';
import { loadSite } from '../../../../src/node/site/load-site';
import { sharedRenderer } from '../markdown/helpers';
import { copyFixtureSite } from './fixture-copy';

describe('renderEachDoc', () => {
  it('hands over every page once, in the order renderDocs lists them, with its source, and waits for each', async () => {
    const site = await loadSite({ projectRoot: await copyFixtureSite(), readHistory: false });
    const renderer = await sharedRenderer();
    const seen: { path: string; sourcePath: string }[] = [];
    let writing = 0;
    await renderEachDoc(site, renderer, async (rendered, source) => {
      expect(writing).toBe(0);
      writing++;
      await new Promise((resolve) => setTimeout(resolve, 0));
      seen.push({ path: rendered.path, sourcePath: source.path });
      writing--;
    });
    const all = await renderDocs(site, renderer);
    expect(seen.map((doc) => doc.path)).toEqual(all.map((doc) => doc.path));
    expect(seen.every(({ path, sourcePath }) => path === sourcePath)).toBe(true);
  });

  it('renders every page before it stops, so that every Markdown error and broken link is reported at once', async () => {
    const root = await copyFixtureSite();
    await appendFile(join(root, 'content/current/index.md'), '\n\n:::bogus\nText.\n:::\n');
    await appendFile(join(root, 'content/current/cats-effect2/index.md'), '\n\nSee [a bad anchor](./import.md#no-such-heading).\n');
    await appendFile(join(root, 'content/v1/index.md'), '\n\n:::bogus\nText.\n:::\n');
    const site = await loadSite({ projectRoot: root, readHistory: false });
    const handed: RenderedDoc[] = [];
    const error = await renderEachDoc(site, await sharedRenderer(), (doc) => {
      handed.push(doc);
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocsContentError);
    expect((error as DocsContentError).markdownErrors.map((problem) => problem.split(' ')[0]!.split(':')[0])).toEqual(['content/current/index.md', 'content/v1/index.md']);
    expect((error as DocsContentError).brokenLinks).toEqual(['content/current/cats-effect2/index.md: "./import.md#no-such-heading" points at "#no-such-heading", which that page does not have.']);
    // The two pages that could not render are the only ones not handed over.
    expect(handed).toHaveLength(site.versions.reduce((sum, version) => sum + version.sources.docs.length, 0) - 2);
  });
});
