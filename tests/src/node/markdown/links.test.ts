import { describe, expect, it, vi } from 'vitest';
import { dom, render } from './helpers.js';

const SITE: Record<string, string> = {
  './fx/construct.md#pureof': '/docs/cats-effect2/fx/construct#pureof',
  '../index.md': '/docs/cats-effect2/',
};
const resolveLink = (href: string): string | undefined => SITE[href];

function hrefs(html: string): Array<string | null> {
  return [...dom(html).querySelectorAll('a:not(.hash-link)')].map((anchor) => anchor.getAttribute('href'));
}

describe('links', () => {
  it('rewrites internal markdown links to site URLs', async () => {
    const { html, links } = await render('See [pureOf](./fx/construct.md#pureof) and [home](../index.md).', {
      resolveLink,
    });
    expect(hrefs(html)).toEqual(['/docs/cats-effect2/fx/construct#pureof', '/docs/cats-effect2/']);
    expect(links).toEqual([
      { href: './fx/construct.md#pureof', resolved: '/docs/cats-effect2/fx/construct#pureof' },
      { href: '../index.md', resolved: '/docs/cats-effect2/' },
    ]);
  });

  it('keeps an unresolvable internal link as written and reports it as unresolved', async () => {
    const { html, links } = await render('A [broken](./missing.md) link.', { resolveLink });
    expect(hrefs(html)).toEqual(['./missing.md']);
    expect(links).toEqual([{ href: './missing.md', resolved: undefined }]);
  });

  it('never passes external, mailto or #anchor hrefs to the resolver', async () => {
    const spy = vi.fn(resolveLink);
    const markdown =
      '[a](https://typelevel.org) [b](mailto:me@example.com) [c](#usage) <https://x.org> www.example.com';
    const { html, links } = await render(markdown, { resolveLink: spy });
    expect(spy).not.toHaveBeenCalled();
    expect(hrefs(html)).toEqual([
      'https://typelevel.org',
      'mailto:me@example.com',
      '#usage',
      'https://x.org',
      'http://www.example.com',
    ]);
    expect(links.every((link) => link.resolved === link.href)).toBe(true);
  });

  it('resolves links written as raw HTML anchors too, in document order', async () => {
    const markdown =
      'First [md](../index.md), then <a href="./fx/construct.md#pureof" class="x">raw</a>.\n\n<div><a href=\'./nope.md\'>block</a></div>';
    const { html, links } = await render(markdown, { resolveLink });
    expect(hrefs(html)).toEqual(['/docs/cats-effect2/', '/docs/cats-effect2/fx/construct#pureof', './nope.md']);
    expect(dom(html).querySelector('a.x')?.textContent).toBe('raw');
    expect(links.map((link) => link.resolved)).toEqual([
      '/docs/cats-effect2/',
      '/docs/cats-effect2/fx/construct#pureof',
      undefined,
    ]);
  });

  it('keeps internal hrefs as written when no resolver is given', async () => {
    const { html, links } = await render('[x](./other.md)');
    expect(hrefs(html)).toEqual(['./other.md']);
    expect(links).toEqual([{ href: './other.md', resolved: './other.md' }]);
  });

  it('escapes resolved URLs and keeps link titles', async () => {
    const { html } = await render('[x](./a.md "The title")', { resolveLink: () => '/docs/a?x=1&y="2"' });
    const anchor = dom(html).querySelector('a');
    expect(anchor?.getAttribute('href')).toBe('/docs/a?x=1&y=%222%22');
    expect(anchor?.getAttribute('title')).toBe('The title');
  });

  it('does not report the generated heading hash links', async () => {
    const { links } = await render('## Heading\n\ntext');
    expect(links).toEqual([]);
  });
});
