// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { APP_MODULE, preloadLinks, type Manifest } from '../../../../src/node/prerender/preload-links';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-entry.js', imports: ['_shared.js'] },
  [APP_MODULE]: { file: 'assets/start-app-1.js', imports: ['index.html', '_react.js'] },
  '_react.js': { file: 'assets/client-2.js' },
  '_shared.js': { file: 'assets/shared-3.js' },
  'virtual:doc/page': { file: 'assets/page-4.js', imports: ['_react.js', '_shared.js'] },
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('preloadLinks', () => {
  it("lists the app's and the page's chunks with what they import, each once, and not the entry", () => {
    expect(hrefs(preloadLinks(manifest, [APP_MODULE, 'virtual:doc/page'], '/effectie/'))).toEqual([
      '/effectie/assets/start-app-1.js',
      '/effectie/assets/client-2.js',
      '/effectie/assets/page-4.js',
      '/effectie/assets/shared-3.js',
    ]);
  });

  it('keeps them in a template, so the browser fetches nothing until the entry moves them into the head', () => {
    const html = preloadLinks(manifest, [APP_MODULE], '/');
    const template = new DOMParser()
      .parseFromString(`<head>${html}</head>`, 'text/html')
      .querySelector<HTMLTemplateElement>('template#app-chunks');
    expect(template?.content.querySelectorAll('link[rel="modulepreload"][crossorigin]')).toHaveLength(2);
    expect(html.replace(/<template id="app-chunks">.*<\/template>/, '')).toBe('');
  });
});
