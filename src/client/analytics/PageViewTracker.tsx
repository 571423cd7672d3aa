import { useEffect, useRef } from 'react';
import { useLocation, useRouter } from 'wouter';
import type { AnalyticsConfig } from '../../../schema/analytics';
import { sendPageView } from './page-view';

/** One page view per route change (a hash change on the same page is not one). */
export default function PageViewTracker({ analytics }: { analytics: AnalyticsConfig }) {
  const [location] = useLocation();
  const { base } = useRouter();
  const previous = useRef<string>(document.referrer);
  useEffect(() => {
    // The title is set by the page in an effect of its own; wait for it.
    const timer = setTimeout(() => {
      const path = `${base}${location}`;
      sendPageView(analytics, { path, title: document.title, referrer: previous.current });
      previous.current = `${window.location.origin}${path}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [analytics, base, location]);
  return null;
}
