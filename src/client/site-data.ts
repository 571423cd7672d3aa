import site from 'virtual:effectie/site';
import type { SiteConfig } from '../../schema';
import type { DocsMetadata } from '../shared/docs-metadata';

/** site.yaml after validation and normalisation, as the build wrote it for the browser. */
export const siteConfig: SiteConfig = site.config;
export const docsMetadata: DocsMetadata = site.docs;
