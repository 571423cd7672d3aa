import type { SiteConfig } from '../../../schema';
import type { Redirect } from '../docs/docusaurus-routes';
import { withBase } from '../../shared/routes/join-url';
import { escapeHtml } from '../../shared/text/html-entities';
import { pageUrl } from '../site/page-url';
import { outputFile } from './html-template';

// One script for every redirect page, so one hash in the Content-Security-Policy allows it: it
// reads the target from the page and keeps the address's query and fragment (a heading's anchor).
export const REDIRECT_SCRIPT = "location.replace(document.getElementById('target').href+location.search+location.hash)";

/** A page that sends the reader on at once: script, else meta refresh, else its one link. */
export function redirectPage(config: Pick<SiteConfig, 'url' | 'baseUrl'>, to: string): string {
  const href = escapeHtml(encodeURI(withBase(config.baseUrl, to)));
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8" />',
    '<title>Redirecting…</title>',
    '<meta name="robots" content="noindex" />',
    `<link rel="canonical" href="${escapeHtml(encodeURI(pageUrl(config, to)))}" />`,
    `<meta http-equiv="refresh" content="0; url=${href}" />`,
    '</head><body>',
    `<p>This page has moved to <a id="target" href="${href}">${href}</a>.</p>`,
    `<script>${REDIRECT_SCRIPT}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}

/**
 * The redirect pages of the build, by file under dist/: one per old address that no page of the
 * site answers. They are in no sitemap, search index or route table.
 */
export function redirectFiles(
  config: Pick<SiteConfig, 'url' | 'baseUrl'>,
  redirects: readonly Redirect[],
  pageFiles: ReadonlySet<string>,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const { from, to } of redirects) {
    const file = outputFile(from);
    if (pageFiles.has(file) || files.has(file)) continue;
    files.set(file, redirectPage(config, to));
  }
  return files;
}
