import { createContext, useContext } from 'react';
import type { BrowserSiteConfig } from '../shared/browser-site-config';
import type { DocsMetadata } from '../shared/docs-metadata';

/** What every component may read of the site: its configuration and its docs versions. */
export interface SiteData {
  config: BrowserSiteConfig;
  docs: DocsMetadata;
}

/** App provides the page's site data; a component test provides a fixture's. */
export const SiteDataContext = createContext<SiteData | null>(null);

function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (data === null) throw new Error('Site components need a SiteDataContext provider above them (App provides one).');
  return data;
}

/** site.yaml, as validated by the build. */
export const useSiteConfig = (): BrowserSiteConfig => useSiteData().config;

/** The docs versions with their docs and sidebars. */
export const useDocsMetadata = (): DocsMetadata => useSiteData().docs;
