import { describe, expect, it } from 'vitest';
import { cssReferences, externalOrigin } from '../../../../src/node/theme/css-references';

describe('the addresses a stylesheet names', () => {
  it('reads @imports in every form, and url()s, those of an @font-face as fonts', () => {
    const css = [
      "@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap');",
      '@import "./more.css" screen;',
      '@import url(local.css) layer(base);',
      '/* @import "commented-out.css"; url(nothing.png) */',
      '@font-face { font-family: Mono; src: url("https://cdn.example.org/mono.woff2") format("woff2"), url(fonts/mono.woff); }',
      ".hero { background: url( 'img/hero.svg' ) no-repeat, url(data:image/png;base64,AAAA); content: 'url(not-one.png)'; }",
    ].join('\n');
    expect(cssReferences(css)).toEqual({
      imports: ['https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap', './more.css', 'local.css'],
      urls: [
        { url: 'https://cdn.example.org/mono.woff2', inFontFace: true },
        { url: 'fonts/mono.woff', inFontFace: true },
        { url: 'img/hero.svg', inFontFace: false },
        { url: 'data:image/png;base64,AAAA', inFontFace: false },
      ],
    });
  });

  it('gives the origin of an address of another site only', () => {
    expect(externalOrigin('https://fonts.googleapis.com/css2?family=Inter')).toBe('https://fonts.googleapis.com');
    expect(externalOrigin('//use.typekit.net/abc.css')).toBe('https://use.typekit.net');
    expect(externalOrigin('./more.css')).toBeUndefined();
    expect(externalOrigin('/img/x.png')).toBeUndefined();
    expect(externalOrigin('data:font/woff2;base64,AAAA')).toBeUndefined();
  });
});
