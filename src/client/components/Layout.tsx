import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { AnnouncementBar } from '../../../renderers/announcement-bar/AnnouncementBar';
import { Footer } from '../../../renderers/footer/Footer';
import { Navbar } from '../navbar/Navbar';
import { useSiteConfig } from '../site/use-site-data';
import { syncAnnouncementFromStorageAtom } from '../state/announcement';
import { colorModeAtom, systemPrefersDarkAtom } from '../state/color-mode';
import { syncPreferredVersionFromStorageAtom } from '../state/preferred-version';
import { hydratedAtom } from '../state/ui';
import { CrashBoundary } from './CrashScreen';
import { ProgressBar } from './ProgressBar';
import { RouteView } from './RouteView';
import { ScrollOnNavigation } from './ScrollOnNavigation';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';
import { useLocation } from 'wouter';

// Only sites that configure analytics download the tracker.
const PageViewTracker = lazy(() => import('../analytics/PageViewTracker'));

/** Reads the visitor's stored choices once React owns the page, and keeps <html> in step. */
function BrowserState() {
  const setHydrated = useSetAtom(hydratedAtom);
  const syncAnnouncement = useSetAtom(syncAnnouncementFromStorageAtom);
  const syncPreferredVersion = useSetAtom(syncPreferredVersionFromStorageAtom);
  const setSystemDark = useSetAtom(systemPrefersDarkAtom);
  const mode = useAtomValue(colorModeAtom);

  useEffect(() => {
    syncAnnouncement();
    syncPreferredVersion();
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    setSystemDark(query.matches);
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    setHydrated(true);
    return () => query.removeEventListener('change', onChange);
  }, [setHydrated, syncAnnouncement, syncPreferredVersion, setSystemDark]);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return null;
}

/** Another page gets a fresh start after a crash; only this follows the location, not the chrome inside it. */
function ErrorBoundaryPerPage({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <CrashBoundary resetKey={location}>{children}</CrashBoundary>;
}

export function Layout() {
  const siteConfig = useSiteConfig();
  return (
    <>
      <BrowserState />
      <ScrollOnNavigation />
      {siteConfig.analytics && (
        <Suspense fallback={null}>
          <PageViewTracker analytics={siteConfig.analytics} />
        </Suspense>
      )}
      <SkipToContent />
      <ProgressBar />
      {siteConfig.announcementBar && <AnnouncementBar announcement={siteConfig.announcementBar} />}
      <ErrorBoundaryPerPage>
        <Navbar />
        <main id={MAIN_CONTENT_ID} className="main" tabIndex={-1}>
          <RouteView />
        </main>
        <Footer footer={siteConfig.footer} />
      </ErrorBoundaryPerPage>
    </>
  );
}
