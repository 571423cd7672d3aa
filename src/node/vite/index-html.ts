import type { SiteConfig } from '../../../schema';
import { faviconType } from '../../../schema/favicon';
import { siteDescription } from '../seo/site-description';
import { escapeHtml } from '../../shared/text/html-entities';
import { replaceLiteral } from '../../shared/text/replace-literal';
import { announcementScript, baseUrlCheckScript, themeScript } from './head-scripts';

/**
 * index.html with what site.yaml gives every page: its language, title, description and
 * favicon, each escaped for where it stands (an attribute or the title's text), and the scripts
 * that run before the first paint. The build fills each page's own title and description later
 * (html-template.ts); the development server serves it as it is.
 */
export function siteIndexHtml(html: string, config: SiteConfig): string {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale];
  const text: Array<[string, string]> = [
    ['<!--site-lang-->', locale?.htmlLang ?? config.i18n.defaultLocale],
    ['<!--site-dir-->', locale?.direction ?? 'ltr'],
    ['<!--site-title-->', config.title],
    ['<!--site-description-->', siteDescription(config)],
    ['<!--site-favicon-->', `${config.baseUrl}${config.favicon}`],
    ['<!--site-favicon-type-->', faviconType(config.favicon)],
  ];
  const scripts: Array<[string, string]> = [
    ['<!--theme-script-->', `<script>${themeScript(config)}</script>`],
    [
      '<!--announcement-script-->',
      config.announcementBar ? `<script>${announcementScript(config.announcementBar.id)}</script>` : '',
    ],
    ['<!--base-url-check-->', `<script>${baseUrlCheckScript(config.baseUrl)}</script>`],
  ];
  return [...text.map(([placeholder, value]): [string, string] => [placeholder, escapeHtml(value)]), ...scripts].reduce(
    (page, [placeholder, content]) => replaceLiteral(page, placeholder, content),
    html,
  );
}
