import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../schema/parse';
import { securityHeaders } from '../../../../src/node/security/headers';
import { externalStyleSources } from '../../../../src/node/security/style-sources';
import { MINIMAL_SITE_YAML } from '../../../schema/helpers';

const config = parseSiteConfig(MINIMAL_SITE_YAML).value;
const directives = (styles?: Parameters<typeof securityHeaders>[2]) =>
  Object.fromEntries(
    securityHeaders(config, [], styles)
      ['Content-Security-Policy']!.split('; ')
      .map((directive) => [directive.split(' ')[0], directive]),
  );

describe("the stylesheets and fonts the site's CSS loads from other sites", () => {
  it('are the origins it imports, the fonts a Google Fonts stylesheet serves, and those of its @font-faces', () => {
    const css = [
      "@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap');",
      '@import "https://use.typekit.net/abc1234.css";',
      '@font-face { font-family: Mono; src: url(https://cdn.example.org/mono.woff2) format("woff2"); }',
      '.hero { background: url(https://images.example.org/hero.png); }',
      '.icon::before { background: url("data:image/svg+xml,%3Csvg/%3E"); }',
    ].join('\n');
    expect(externalStyleSources([css, '.x { color: red }'])).toEqual({
      stylesheets: ['https://fonts.googleapis.com', 'https://use.typekit.net'],
      fonts: ['https://cdn.example.org', 'https://fonts.gstatic.com', 'https://use.typekit.net'],
    });
  });

  it('are none for stylesheets of the site alone', () => {
    expect(externalStyleSources(['@import "./more.css";', '.x { background: url(/img/x.png) }'])).toEqual({
      stylesheets: [],
      fonts: [],
    });
  });

  it('are allowed by the Content-Security-Policy, exactly: nothing else is', () => {
    const policy = directives(externalStyleSources(["@import url('https://fonts.googleapis.com/css2?family=Inter');"]));
    expect(policy['style-src']).toBe("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com");
    expect(policy['font-src']).toBe("font-src 'self' data: https://fonts.gstatic.com");
    expect(policy['img-src']).toBe("img-src 'self' data: https:");
    expect(policy['default-src']).toBe("default-src 'self'");
    expect(policy['connect-src']).toBe("connect-src 'self'");
    // Without any, the policy is the site's own.
    expect(directives()['style-src']).toBe("style-src 'self' 'unsafe-inline'");
    expect(directives()['font-src']).toBe("font-src 'self' data:");
  });
});
