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
      { href: './fx/construct.md#pureof', resolved: '/docs/cats-effect2/fx/construct#pureof', line: 1 },
      { href: '../index.md', resolved: '/docs/cats-effect2/', line: 1 },
    ]);
  });

  it('keeps an unresolvable internal link as written and reports it as unresolved', async () => {
    const { html, links } = await render('A [broken](./missing.md) link.', { resolveLink });
    expect(hrefs(html)).toEqual(['./missing.md']);
    expect(links).toEqual([{ href: './missing.md', resolved: undefined, line: 1 }]);
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

  it('gives each link the line of the page it is written on, a link written twice each of its lines', async () => {
    const markdown = [
      '[a](./a.md) and',
      '',
      '- a list with [b](./b.md)',
      '  and [a](./a.md) again',
      '',
      '> quoted [c',
      '> spans](./c.md)',
      '',
      '<p><a href="./d.md">d</a></p>',
      '',
      'Last, [a](./a.md).',
    ].join('\n');
    const { links } = await render(markdown, { resolveLink: () => '/x' });
    expect(links.map((link) => [link.href, link.line])).toEqual([
      ['./a.md', 1],
      ['./b.md', 3],
      ['./a.md', 4],
      ['./c.md', 7],
      ['./d.md', 9],
      ['./a.md', 11],
    ]);
  });

  it('leaves a link that opens in another tab unchecked, and still gives it its address', async () => {
    const resolve = (href: string, options?: { checked: boolean }) =>
      options?.checked === false ? `/site${href.replace(/^\.\./, '')}` : undefined;
    const { html, links } = await render(
      '<a href="../api/" target="_blank">API</a> <a href="../gone" target="_self">gone</a>',
      { resolveLink: resolve },
    );
    expect(hrefs(html)).toEqual(['/site/api/', '../gone']);
    expect(links).toEqual([
      { href: '../api/', resolved: '/site/api/', unchecked: true, line: 1 },
      { href: '../gone', resolved: undefined, line: 1 },
    ]);
  });

  it('keeps internal hrefs as written when no resolver is given', async () => {
    const { html, links } = await render('[x](./other.md)');
    expect(hrefs(html)).toEqual(['./other.md']);
    expect(links).toEqual([{ href: './other.md', resolved: './other.md', line: 1 }]);
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
