import { describe, expect, it } from 'vitest';
import { redirectFiles, redirectPage, REDIRECT_SCRIPT } from '../../../../src/node/prerender/redirects';
import { inlineScriptHashes } from '../../../../src/node/security/headers';
import { dom } from '../markdown/helpers';

const config = { url: 'https://example.com', baseUrl: '/lib/' };

describe('redirectPage', () => {
  it('sends the reader on by script (keeping the query and anchor), by meta refresh, or by its link', () => {
    const page = dom(redirectPage(config, '/docs/tags/gettingstarted'));
    expect(page.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
      '0; url=/lib/docs/tags/gettingstarted',
    );
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.com/lib/docs/tags/gettingstarted',
    );
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.querySelector('#target')?.getAttribute('href')).toBe('/lib/docs/tags/gettingstarted');
    expect(page.querySelector('script')?.textContent).toBe(REDIRECT_SCRIPT);
  });

  it('has one script for every target, so one hash of the security policy allows them all', () => {
    expect(inlineScriptHashes(redirectPage(config, '/docs/a'))).toEqual(
      inlineScriptHashes(redirectPage(config, '/docs/b')),
    );
  });

  it('encodes and escapes the target', () => {
    const html = redirectPage(config, '/docs/category/référence"><script>');
    expect(html).toContain('href="/lib/docs/category/r%C3%A9f%C3%A9rence%22%3E%3Cscript%3E"');
  });
});

describe('redirectFiles', () => {
  it('writes one page per old address, where no page of the site is', () => {
    const files = redirectFiles(
      config,
      [
        { from: '/docs/tags/getting-started', to: '/docs/tags/gettingstarted' },
        { from: '/docs/guides/', to: '/docs/guides/intro' },
        { from: '/docs/taken', to: '/docs/elsewhere' },
        { from: '/docs/tags/getting-started', to: '/docs/tags/other' },
      ],
      new Set(['docs/taken.html']),
    );
    expect([...files.keys()]).toEqual(['docs/tags/getting-started.html', 'docs/guides/index.html']);
    expect(files.get('docs/tags/getting-started.html')).toContain('url=/lib/docs/tags/gettingstarted');
  });
});
