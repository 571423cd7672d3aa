/** Runs once the page's content is on screen: the browser reports it as its first contentful paint. */
export function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // A hidden tab paints nothing until shown, and there is nothing to wait for; nor on a page with
  // nothing prerendered (the development server's), whose first paint is the app's own.
  const prerendered = document.getElementById('root')?.firstElementChild != null;
  if (
    !prerendered ||
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    once();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  // Should no paint be reported (a tab hidden while loading), the app starts all the same.
  setTimeout(once, 3000);
}
