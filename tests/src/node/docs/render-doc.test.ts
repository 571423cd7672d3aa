import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteRenderContext, versionRenderContext } from '../../../../src/node/docs/render-context';
import { renderDoc } from '../../../../src/node/docs/render-doc';
import { loadSite, type LoadedSite } from '../../../../src/node/site/load-site';
import { sharedRenderer } from '../markdown/helpers';
import { copyFixtureSite } from './fixture-copy';

let site: LoadedSite;
beforeAll(async () => {
  const root = await copyFixtureSite();
  await appendFile(
    join(root, 'content/current/cats-effect2/index.md'),
    '\n\nSee [construct](./fx/construct.md#pureof) and [nowhere](./nowhere.md).\n\n<div id="by-hand">Here.</div>\n',
  );
  await appendFile(join(root, 'content/v1/index.md'), '\n\n:::bogus\nText.\n:::\n');
  site = await loadSite({ siteRoot: root, readHistory: false });
});

const docOf = (versionName: string, id: string) => {
  const version = site.versions.find((candidate) => candidate.meta.name === versionName)!;
  return {
    context: versionRenderContext(siteRenderContext(site), version),
    doc: version.sources.docs.find((doc) => doc.id === id)!,
  };
};

describe('renderDoc', () => {
  it('renders one page with its neighbours, and gives the link check its links and every anchor it has', async () => {
    const { context, doc } = docOf('current', 'cats-effect2/index');
    const result = renderDoc(context, doc, await sharedRenderer());
    if (result.markdownErrors !== undefined) throw new Error(result.markdownErrors.join('\n'));
    expect(result.rendered).toMatchObject({ versionName: 'current', path: '/docs/cats-effect2/', reference: false });
    expect(result.rendered.data.next?.href).toBeDefined();
    expect(result.links.fileName).toBe('content/current/cats-effect2/index.md');
    // At their lines in the file, front matter included.
    expect(result.links.links).toContainEqual({
      href: './fx/construct.md#pureof',
      resolved: '/docs/cats-effect2/fx/construct#pureof',
      line: 16,
    });
    expect(result.links.links).toContainEqual({ href: './nowhere.md', resolved: undefined, line: 16 });
    expect(result.links.anchors).toContain('by-hand');
    for (const entry of result.rendered.data.toc) expect(result.links.anchors).toContain(entry.id);
    expect(new Set(result.links.anchors).size).toBe(result.links.anchors.length);
  });

  it('returns the Markdown errors of a page that cannot render, at their lines in the file', async () => {
    const { context, doc } = docOf('v1', 'index');
    const result = renderDoc(context, doc, await sharedRenderer());
    expect(result.markdownErrors).toHaveLength(1);
    expect(result.markdownErrors![0]).toMatch(/^content\/v1\/index\.md:\d+ Unknown admonition kind "bogus"/);
  });
});
