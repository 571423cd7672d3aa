import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../../src/node/prerender/html-template';

const TEMPLATE =
  '<!doctype html><html><head><title>Site</title><meta name="description" content="" />' +
  '<!--app-head--></head><body><!--site-data--><div id="root"><!--app-html--></div></body></html>';

// Text with the replacement patterns String.replace would expand: $$, $&, $` and $'.
const pageText = fc.stringMatching(/^[a-z<>/ ="$&`']{0,40}$/).map((text) => `${text}$$ $& $\` $'`);

describe('fillTemplate', () => {
  it('puts any page body, data block and head into the page exactly as given', () => {
    fc.assert(
      fc.property(pageText, pageText, pageText, (html, siteData, preload) => {
        const page = fillTemplate(TEMPLATE, {
          route: '/docs/x',
          html,
          head: undefined,
          title: 'T',
          description: 'D',
          canonical: 'https://e.org/docs/x',
          preload,
          siteData,
        });
        expect(page).toContain(`<div id="root" data-route="/docs/x">${html}</div></body>`);
        expect(page).toContain(`<body>${siteData}<div id="root"`);
        expect(page).toContain(`<link rel="canonical" href="https://e.org/docs/x" />${preload}</head>`);
      }),
    );
  });

  it("keeps Scala's escaped dollar of an interpolated string", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Scala's interpolated string, kept as written.
    const html = '<code>s"price: $$${amount}"</code>';
    expect(
      fillTemplate(TEMPLATE, {
        route: '/',
        html,
        head: undefined,
        title: 'T',
        description: 'D',
        canonical: 'c',
        preload: '',
        siteData: '',
      }),
    ).toContain(html);
  });

  it("writes the page's description tag, and none for a page whose description is empty", () => {
    const fill = (description: string) =>
      fillTemplate(TEMPLATE, {
        route: '/',
        html: '',
        head: undefined,
        title: 'T',
        description,
        canonical: 'c',
        preload: '',
        siteData: '',
      });
    expect(fill('Fx & friends')).toContain('<meta name="description" content="Fx &amp; friends" />');
    expect(fill('')).not.toContain('name="description"');
  });
});
