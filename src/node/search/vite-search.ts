import type { HtmlTagDescriptor, Connect } from 'vite';
import type { SiteConfig } from '../../../schema';
import type { SearchIndexes } from './build-indexes';

/**
 * The development server has no output folder: it answers the index URLs from memory, so that
 * search works the same under `npm run dev`.
 */
export function searchIndexMiddleware(indexes: () => Promise<SearchIndexes>, baseUrl: () => string): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = (request.url ?? '').split(/[?#]/)[0] ?? '';
    if (!path.includes('/assets/search-')) return next();
    indexes().then(({ assets }) => {
      const asset = assets.find((candidate) => path === `${baseUrl()}${candidate.fileName}` || path === `/${candidate.fileName}`);
      if (!asset) return next();
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }).end(asset.source);
    }, next);
  };
}

/** The hosted search service's origin for a DocSearch application id. */
const hostedSearchOrigin = (appId: string) => `https://${appId}-dsn.algolia.net`;

/** With a hosted index, the browser opens the connection to it while the page loads. */
export function searchHeadTags(search: SiteConfig['search']): HtmlTagDescriptor[] {
  if (search.appId === undefined) return [];
  return [{ tag: 'link', attrs: { rel: 'preconnect', href: hostedSearchOrigin(search.appId), crossorigin: true }, injectTo: 'head' }];
}
