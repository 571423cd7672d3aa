import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocsContentError, renderDocs, type RenderedDoc } from '../../../../src/node/docs/render-docs';
import { renderEachDoc } from '../../../../src/node/docs/render-each-doc';
import type { DocLinks } from '../../../../src/node/docs/render-doc';
import { loadSite } from '../../../../src/node/site/load-site';
import { sharedRenderer } from '../markdown/helpers';
import { copyFixtureSite } from './fixture-copy';

describe('renderEachDoc', () => {
  it('hands over every page once, in the order renderDocs lists them, with its source, and waits for each', async () => {
    const site = await loadSite({ siteRoot: await copyFixtureSite(), readHistory: false });
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

  it("says when a version's pages are all handed over, before the next version's first, and not of a version reused", async () => {
    const site = await loadSite({ siteRoot: await copyFixtureSite(), readHistory: false });
    const events: string[] = [];
    await renderEachDoc(site, await sharedRenderer(), (doc) => void events.push(doc.versionName), {
      onVersionRendered: (version) => void events.push(`done ${version.meta.name}`),
    });
    const order = events.filter((event, index) => event !== events[index - 1]);
    expect(order).toEqual(['current', 'done current', 'v1', 'done v1']);

    const reused: string[] = [];
    await renderEachDoc(site, await sharedRenderer(), () => {}, {
      reusedLinks: (version) => (version.meta.name === 'v1' ? [] : undefined),
      onVersionRendered: (version) => void reused.push(version.meta.name),
    });
    expect(reused).toEqual(['current']);
  });

  it('renders every page before it stops, so that every Markdown error and broken link is reported at once', async () => {
    const root = await copyFixtureSite();
    await appendFile(join(root, 'content/current/index.md'), '\n\n:::bogus\nText.\n:::\n');
    await appendFile(
      join(root, 'content/current/cats-effect2/index.md'),
      '\n\nSee [a bad anchor](./import.md#no-such-heading).\n',
    );
    await appendFile(join(root, 'content/v1/index.md'), '\n\n:::bogus\nText.\n:::\n');
    const site = await loadSite({ siteRoot: root, readHistory: false });
    const handed: RenderedDoc[] = [];
    const error = await renderEachDoc(site, await sharedRenderer(), (doc) => {
      handed.push(doc);
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocsContentError);
    expect((error as DocsContentError).markdownErrors.map((problem) => problem.split(' ')[0]!.split(':')[0])).toEqual([
      'content/current/index.md',
      'content/v1/index.md',
    ]);
    expect((error as DocsContentError).brokenLinks).toEqual([
      'content/current/cats-effect2/index.md:16 "./import.md#no-such-heading" points at "#no-such-heading", which that page does not have.',
    ]);
    // The two pages that could not render are the only ones not handed over.
    expect(handed).toHaveLength(site.versions.reduce((sum, version) => sum + version.sources.docs.length, 0) - 2);
  });

  it('skips a version the caller reuses, checking links into it against the anchors its earlier build kept', async () => {
    const root = await copyFixtureSite();
    const site = await loadSite({ siteRoot: root, readHistory: false });
    const renderer = await sharedRenderer();
    const kept: DocLinks[] = [];
    const first = await renderEachDoc(site, renderer, (doc, _source, links) => {
      if (doc.versionName === 'v1') kept.push(links);
    });
    expect(first.reusedVersions).toEqual([]);
    expect(kept.length).toBeGreaterThan(0);

    await appendFile(join(root, 'content/current/index.md'), '\n\nSee [v1](../v1/index.md#no-such-heading).\n');
    const edited = await loadSite({ siteRoot: root, readHistory: false });
    const rendered: string[] = [];
    const error = await renderEachDoc(edited, renderer, (doc) => void rendered.push(doc.versionName), {
      reusedLinks: (version) => (version.meta.name === 'v1' ? kept : undefined),
    }).catch((caught: unknown) => caught);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every((name) => name === 'current')).toBe(true);
    expect((error as DocsContentError).brokenLinks).toEqual([
      'content/current/index.md:17 "../v1/index.md#no-such-heading" points at "#no-such-heading", which that page does not have.',
    ]);
  });

  it('renders a reused version again when one of its links now leads elsewhere', async () => {
    const site = await loadSite({ siteRoot: await copyFixtureSite(), readHistory: false });
    const renderer = await sharedRenderer();
    const kept: DocLinks[] = [];
    await renderEachDoc(site, renderer, (doc, _source, links) => {
      if (doc.versionName === 'v1') kept.push(links);
    });
    const withLink = kept.findIndex((page) => page.links.some((link) => link.resolved?.startsWith('/docs/')));
    expect(withLink).not.toBe(-1);
    // As if the page it links to had another route when the cached output was made.
    const stale = kept.map((page, index) =>
      index === withLink
        ? {
            ...page,
            links: page.links.map((link) =>
              link.resolved?.startsWith('/docs/') ? { ...link, resolved: `${link.resolved}-moved` } : link,
            ),
          }
        : page,
    );
    const rendered: string[] = [];
    const { reusedVersions } = await renderEachDoc(site, renderer, (doc) => void rendered.push(doc.versionName), {
      reusedLinks: (version) => (version.meta.name === 'v1' ? stale : undefined),
    });
    expect(reusedVersions).toEqual([]);
    expect(rendered.filter((name) => name === 'v1')).toHaveLength(kept.length);
    const again = await renderEachDoc(site, renderer, () => undefined, {
      reusedLinks: (version) => (version.meta.name === 'v1' ? kept : undefined),
    });
    expect(again.reusedVersions).toEqual(['v1']);
  });
});
