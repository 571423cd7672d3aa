import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../schema/parse';
import { webManifest } from '../../../../src/node/seo/web-manifest';
import { configError, MINIMAL_SITE_YAML } from '../../../schema/helpers';

const withFavicon = (favicon: string) => MINIMAL_SITE_YAML.replace('favicon: img/favicon.svg', `favicon: ${favicon}`);
const manifestIcons = (favicon: string) =>
  (JSON.parse(webManifest(parseSiteConfig(withFavicon(favicon)).value)) as { icons: unknown[] }).icons;

describe('the favicon in the web app manifest', () => {
  it("declares the type of the favicon's file, any size only for a vector image", () => {
    expect(manifestIcons('img/favicon.svg')).toEqual([
      { src: '/img/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ]);
    expect(manifestIcons('img/favicon.png')).toEqual([{ src: '/img/favicon.png', type: 'image/png' }]);
    expect(manifestIcons('favicon.ico')).toEqual([{ src: '/favicon.ico', type: 'image/x-icon' }]);
    expect(manifestIcons('img/Logo.JPG')).toEqual([{ src: '/img/Logo.JPG', type: 'image/jpeg' }]);
    expect(manifestIcons('img/logo.gif')).toEqual([{ src: '/img/logo.gif', type: 'image/gif' }]);
    expect(manifestIcons('img/logo.webp')).toEqual([{ src: '/img/logo.webp', type: 'image/webp' }]);
  });

  it('refuses a favicon that is no image file a browser takes as an icon', () => {
    expect(configError(() => parseSiteConfig(withFavicon('img/favicon.bmp'))).message).toMatchInlineSnapshot(`
      "site.yaml has 1 problem:
        site.yaml:3:10 favicon: must be an image file whose name ends in .svg, .png, .ico, .jpg, .jpeg, .gif or .webp, got "img/favicon.bmp".
      Fix it in site.yaml; nothing was built from it."
    `);
  });
});
