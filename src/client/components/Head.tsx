import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '../../shared/page-title';
import { usePageShown } from '../routing/route-page-context';
import { useSiteConfig } from '../site/use-site-data';
import type { PageHead } from '../../shared/page-head';

/** On the server, pages write their head here for the prerenderer to put into <head>. */
export const HeadCollectorContext = createContext<{ head?: PageHead } | null>(null);

export function Head({ title, description, keywords, image }: PageHead) {
  const siteConfig = useSiteConfig();
  const collector = useContext(HeadCollectorContext);
  const shown = usePageShown();
  if (collector) collector.head = { title, description, keywords, image };
  useEffect(() => {
    if (!shown) return;
    document.title = pageTitle(siteConfig, title);
    setDescription(description ?? siteConfig.tagline);
  }, [shown, siteConfig, title, description]);
  return null;
}

/**
 * Keeps the description tag as the prerender writes it for the page shown, so a page reached
 * in the app never keeps the one before's: none at all for a page whose description is empty.
 */
function setDescription(content: string) {
  let meta = document.querySelector('meta[name="description"]');
  if (content === '') {
    meta?.remove();
    return;
  }
  if (meta === null) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'description');
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
}
