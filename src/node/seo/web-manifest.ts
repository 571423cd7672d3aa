import type { SiteConfig } from '../../../schema';

/** The web app manifest: name, icon and colours for "add to home screen" and tab strips. */
export function webManifest(config: SiteConfig): string {
  return `${JSON.stringify(
    {
      name: config.title,
      short_name: config.title,
      description: config.tagline,
      start_url: config.baseUrl,
      scope: config.baseUrl,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: config.themeColor,
      icons: [{ src: `${config.baseUrl}${config.favicon}`, sizes: 'any', type: 'image/svg+xml' }],
    },
    null,
    2,
  )}\n`;
}
