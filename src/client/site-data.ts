import site from 'virtual:effectie/site';
import type { SiteConfig } from '../../schema';
import type { DocsMetadata } from '../shared/docs-metadata';

/** site.yaml after validation, as the build wrote it for the browser: `home` only reaches the home page. */
export const siteConfig: Omit<SiteConfig, 'home'> = site.config;
export const docsMetadata: DocsMetadata = site.docs;
