import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import type { BrowserSiteConfig } from '../../shared/browser-site-config';
import type { VersionMeta, VersionSummary } from '../../shared/docs-metadata';
import type { StandalonePageMeta } from '../../shared/standalone-page';
import { loadVersion, siteAtom, versionsAtHandAtom, MissingSiteError, type Site } from './site-atoms';

/** The docs versions as a page has them. */
export interface SiteDocs {
  pluginId: string;
  /** Every version, in site.yaml's order. */
  versions: readonly VersionSummary[];
  /** The versions whose docs and sidebars the page has: its own, and those loaded since. */
  loaded: ReadonlyMap<string, VersionMeta>;
  /** The page's own version (the current one on pages outside the docs). */
  own: VersionMeta;
}

function useSite(): Site {
  const site = useAtomValue(siteAtom);
  if (site === null) throw new MissingSiteError();
  return site;
}

/** The site's standalone pages (content/pages/): none on most sites. */
export const useStandalonePages = (): readonly StandalonePageMeta[] => useSite().data.pages ?? NO_PAGES;
const NO_PAGES: readonly StandalonePageMeta[] = [];

/** site.yaml, as validated by the build (what the browser uses of it). */
export const useSiteConfig = (): BrowserSiteConfig => useSite().data.config;

/** The docs versions: a summary of each, and the docs and sidebars of those at hand. */
export function useDocsMetadata(): SiteDocs {
  const { data } = useSite();
  const loaded = useAtomValue(versionsAtHandAtom);
  return useMemo(
    () => ({
      pluginId: data.config.docs.pluginId,
      versions: data.versions,
      loaded,
      own: loaded.get(data.version.name)!,
    }),
    [data, loaded],
  );
}

/** Loads a version's docs and sidebars after rendering, unless undefined or at hand already. */
export function useLoadVersion(name: string | undefined): void {
  const store = useStore();
  useEffect(() => {
    if (name !== undefined)
      loadVersion(store, name).catch(() => {
        // Links that wait for it keep leading to its main doc; the page there reports any failure.
      });
  }, [store, name]);
}
