import { beforeAll, describe, expect, it } from 'vitest';
import {
  llmsTxtFile,
  markdownCopyFiles,
  markdownFiles,
  versionMarkdownFiles,
} from '../../../../src/node/markdown-copies/markdown-files';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { FIXTURE_SITE } from '../../../fixtures/site-root';

describe('markdownFiles on the fixture site', () => {
  let site: LoadedSite;
  let files: Map<string, string>;
  beforeAll(async () => {
    site = await loadSite({ siteRoot: FIXTURE_SITE, readHistory: false });
    files = markdownFiles(site);
  });

  const fileOfUrl = (url: string) => url.slice(`${site.config.url}${site.config.baseUrl}`.length);

  it('publishes every doc of every version at its route plus .md', () => {
    const routes = site.docs.versions.flatMap((version) => version.docs.map((doc) => doc.path));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(files.has(`${route.replace(/\/$/, '')}.md`.slice(1)), route).toBe(true);
    expect(files.get('docs/cats-effect2/fx/error-handling.md')).toMatch(/^# Error Handling\n/);
  });

  it('lists the current version in llms.txt by sidebar category, each link leading to a published file', () => {
    const llms = files.get('llms.txt')!;
    expect(llms).toMatch(/^# Effectie\n\n> .+\n/);
    expect(llms.match(/^## .+$/gm)).toEqual([
      '## Start here',
      '## For Cats Effect 2',
      '## For Cats Effect 3',
      '## For Monix 3',
      '## Pages',
      '## Optional',
    ]);
    // Titles may hold brackets, as in "Construct - F[A]".
    const links = [...llms.matchAll(/^- \[.*\]\((\S+?)\)(?::|$)/gm)].map((match) => match[1]!);
    const current = site.docs.versions[0]!;
    // The standalone pages but the unlisted one ("/credits") are listed too.
    expect(links.filter((url) => url.endsWith('.md'))).toHaveLength(current.docs.length + 2);
    expect(llms).toContain('- [About effectie](https://effectie.kevinlee.io/about.md): Who writes effectie');
    expect(llms).toContain('- [Community](https://effectie.kevinlee.io/community.md)');
    expect(llms).not.toContain('credits');
    for (const url of links) expect(files.has(fileOfUrl(url)), url).toBe(true);
    expect(links).toContain(`${site.config.url}/llms-full-v1.txt`);
    expect(llms).not.toContain('/docs/v1/');
  });

  it('holds each version whole in one file, in reading order, with every page once', () => {
    const full = files.get('llms-full.txt')!;
    const titles = [...full.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    expect(titles[0]).toBe('Effectie v2.2.0: the whole documentation');
    expect(titles.slice(1, 3)).toEqual(['Getting Started', 'For Cats Effect 2']);
    expect(titles).toHaveLength(site.docs.versions[0]!.docs.length + 1);
    expect(files.get('llms-full-v1.txt')).toContain('Source: https://effectie.kevinlee.io/docs/v1/');
  });

  it('leaves no link relative: every link into the site is absolute and names a page', () => {
    const origin = `${site.config.url}${site.config.baseUrl}`;
    for (const [file, text] of files) {
      for (const [, href] of text.matchAll(/\]\(([^)\s]+)/g)) {
        expect(href, file).toMatch(/^(https?:\/\/|mailto:)/);
        if (href!.startsWith(origin))
          expect(
            site.routes.has(
              href!
                .slice(origin.length - 1)
                .split('#')[0]!
                .replace(/\/$/, ''),
            ) ||
              href!.endsWith('.md') ||
              href!.endsWith('.txt'),
            `${file}: ${href}`,
          ).toBe(true);
      }
    }
  });

  it("streams every file once, each version's whole text right after its pages, the standalone pages' copies, and llms.txt last", () => {
    const streamed = [...markdownCopyFiles(site)];
    expect(new Set(streamed.map(({ file }) => file)).size).toBe(streamed.length);
    const names = streamed.map(({ file }) => file);
    const current = site.docs.versions[0]!.docs.length;
    expect(names.indexOf('llms-full.txt')).toBe(current);
    expect(names.slice(-5)).toEqual(['llms-full-v1.txt', 'about.md', 'community.md', 'credits.md', 'llms.txt']);
  });

  it("gives a version's files alone, the same as among every version's, and llms.txt names every version's whole text", () => {
    const v1 = new Map([...versionMarkdownFiles(site, site.versions[1]!)].map(({ file, text }) => [file, text]));
    expect([...v1.keys()].sort()).toEqual(
      [...files.keys()].filter((file) => file.startsWith('docs/v1') || file === 'llms-full-v1.txt').sort(),
    );
    for (const [file, text] of v1) expect(text, file).toBe(files.get(file));
    expect(llmsTxtFile(site)?.text).toBe(files.get('llms.txt'));
    expect(files.get('llms.txt')).toContain('https://effectie.kevinlee.io/llms-full-v1.txt');
  });
});
