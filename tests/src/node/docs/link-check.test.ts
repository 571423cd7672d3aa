import { describe, expect, it } from 'vitest';
import { createLinkChecker } from '../../../../src/node/docs/link-check';

describe('createLinkChecker', () => {
  it('checks an anchor against the page it names, even when that page comes later', () => {
    const checker = createLinkChecker('/effectie/');
    checker.add({
      fileName: 'content/current/index.md',
      path: '/docs/',
      links: [
        { href: './fx.md#construct', resolved: '/effectie/docs/fx#construct', line: 3 },
        { href: './fx.md#gone', resolved: '/effectie/docs/fx#gone', line: 4 },
        { href: '#intro', resolved: '#intro', line: 5 },
        { href: './missing.md', resolved: undefined, line: 6 },
        { href: 'fx/construct', resolved: undefined, line: 7 },
        { href: '../../../up', resolved: undefined, line: 8 },
        { href: '/gone', resolved: undefined },
      ],
      anchors: ['intro'],
    });
    checker.add({
      fileName: 'content/current/fx.md',
      path: '/docs/fx/',
      links: [{ href: '#top', resolved: '#top' }],
      anchors: ['construct'],
    });
    expect(checker.brokenLinks()).toEqual([
      'content/current/index.md:4 "./fx.md#gone" points at "#gone", which that page does not have.',
      'content/current/index.md:6 "./missing.md" leads to no page.',
      // A URL is read from the page's address, which the message gives when it is not the link as written.
      'content/current/index.md:7 "fx/construct" (read as /docs/fx/construct) leads to no page.',
      'content/current/index.md:8 "../../../up" (read as a path above the site\'s base URL) leads to no page.',
      'content/current/index.md "/gone" leads to no page.',
      'content/current/fx.md "#top" points at "#top", which that page does not have.',
    ]);
  });

  it('leaves anchors of a page it never got unchecked: that page has problems of its own', () => {
    const checker = createLinkChecker('/');
    checker.add({
      fileName: 'content/current/index.md',
      path: '/docs/',
      links: [{ href: './broken.md#a', resolved: '/docs/broken#a' }],
      anchors: [],
    });
    expect(checker.brokenLinks()).toEqual([]);
  });

  it('decodes the fragment before comparing it with the anchors', () => {
    const checker = createLinkChecker('/');
    checker.add({
      fileName: 'content/current/index.md',
      path: '/docs/',
      links: [{ href: '#caf%C3%A9', resolved: '#caf%C3%A9' }],
      anchors: ['café'],
    });
    expect(checker.brokenLinks()).toEqual([]);
  });
});
