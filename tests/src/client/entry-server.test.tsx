import { describe, expect, it } from 'vitest';
import { render } from '../../../src/client/entry-server';

describe('a prerendered page', () => {
  it.each(['/', '/docs/'])('carries its logos inline on %s, with no image preload for the browser to wait on', async (path) => {
    const { html } = await render(path);
    expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="image"|<img[^>]*class="(?:navbar|footer)-logo/);
    expect(html).toMatch(/<svg[^>]*class="navbar-logo"[^>]*role="img" aria-label="Effectie logo"><rect /);
    expect(html.match(/<svg[^>]*class="footer-logo only-(?:light|dark)"/g)).toHaveLength(2);
  });
});
