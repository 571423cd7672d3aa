import site from 'virtual:effectie/site';
import type { BrowserSiteConfig } from '../shared/browser-site-config';
import type { DocsMetadata } from '../shared/docs-metadata';

/**
 * site.yaml after validation, as the build wrote it into the page. The app hands it to
 * components through SiteDataContext (site-data-context.tsx); modules that hold state for the
 * whole page (stored preferences, routes, search) read it here once.
 */
export const siteConfig: BrowserSiteConfig = site.config;
export const docsMetadata: DocsMetadata = site.docs;
