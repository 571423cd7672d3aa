import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '../../shared/page-title';
import { useSiteConfig } from '../site-data-context';
import type { PageHead } from '../../shared/page-head';

/** On the server, pages write their head here for the prerenderer to put into <head>. */
export const HeadCollectorContext = createContext<{ head?: PageHead } | null>(null);


export function Head({ title, description, keywords, image }: PageHead) {
  const siteConfig = useSiteConfig();
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.head = { title, description, keywords, image };
  useEffect(() => {
    document.title = pageTitle(siteConfig, title);
    const meta = document.querySelector('meta[name="description"]');
    if (meta && description) meta.setAttribute('content', description);
  }, [title, description]);
  return null;
}
