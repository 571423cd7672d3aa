import type { SiteConfig } from '../../../schema';
import { faviconType } from '../../../schema/favicon';
import { siteDescription } from './site-description';

/** The favicon as a manifest icon; only a vector image fits any size. */
function faviconIcon(config: SiteConfig) {
  const type = faviconType(config.favicon);
  return { src: `${config.baseUrl}${config.favicon}`, ...(type === 'image/svg+xml' ? { sizes: 'any' } : {}), type };
}

/** The web app manifest: name, icon and colours for "add to home screen" and tab strips. */
export function webManifest(config: SiteConfig): string {
  return `${JSON.stringify(
    {
      name: config.title,
      short_name: config.title,
      description: siteDescription(config),
      start_url: config.baseUrl,
      scope: config.baseUrl,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: config.themeColor,
      icons: [faviconIcon(config)],
    },
    null,
    2,
  )}\n`;
}
