import type { HtmlTagDescriptor } from 'vite';
import type { SiteConfig } from '../../../schema';

/** The hosted search service's origin for a DocSearch application id. */
const hostedSearchOrigin = (appId: string) => `https://${appId}-dsn.algolia.net`;

/** With a hosted index, the browser opens the connection to it while the page loads. */
export function searchHeadTags(search: SiteConfig['search']): HtmlTagDescriptor[] {
  if (search.appId === undefined) return [];
  return [
    {
      tag: 'link',
      attrs: { rel: 'preconnect', href: hostedSearchOrigin(search.appId), crossorigin: true },
      injectTo: 'head',
    },
  ];
}
