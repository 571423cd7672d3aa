declare module 'virtual:effectie/site' {
  import type { BrowserSiteConfig } from '../shared/browser-site-config';
  import type { DocsMetadata } from '../shared/docs-metadata';
  const site: { config: BrowserSiteConfig; docs: DocsMetadata; routes?: string[] };
  export default site;
}

declare module 'virtual:effectie/home' {
  import type { HomePageData } from '../shared/home-page';
  const home: HomePageData;
  export default home;
}

declare module 'virtual:effectie/routes' {
  import type { RouteDefinition } from './routing/route-definition';
  /** One entry per doc page; its loader imports the page's own chunk. */
  export const docRoutes: RouteDefinition[];
}

declare module 'virtual:effectie/sidebar/*' {
  import type { Sidebar } from '../shared/sidebar';
  const sidebar: Sidebar;
  export default sidebar;
}
