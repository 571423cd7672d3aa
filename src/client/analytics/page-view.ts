import type { AnalyticsConfig } from '../../../schema/analytics';

interface PageView {
  path: string;
  title: string;
  referrer: string;
}

type Gtag = (...args: unknown[]) => void;

function loadGtag(id: string): Gtag {
  const global = window as Window & { dataLayer?: unknown[]; gtag?: Gtag };
  if (!global.gtag) {
    global.dataLayer = global.dataLayer ?? [];
    // gtag.js reads the queue as `arguments` objects, which is why this is not an arrow function.
    global.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js takes only `arguments` objects from its queue, not arrays.
      global.dataLayer!.push(arguments);
    };
    global.gtag('js', new Date());
    // Page views are sent on each route change below, not by gtag on load.
    global.gtag('config', id, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
  return global.gtag;
}

/** Sends one page view to the provider site.yaml names. */
export function sendPageView(analytics: AnalyticsConfig, view: PageView): void {
  if (analytics.gtag !== undefined) {
    loadGtag(analytics.gtag)('event', 'page_view', {
      page_path: view.path,
      page_title: view.title,
      page_referrer: view.referrer,
    });
    return;
  }
  if (analytics.endpoint !== undefined) {
    const body = JSON.stringify(view);
    // A beacon survives the page unloading; fetch with keepalive is the fallback where it is missing.
    if (!navigator.sendBeacon?.(analytics.endpoint, new Blob([body], { type: 'application/json' }))) {
      void fetch(analytics.endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => {});
    }
  }
}
