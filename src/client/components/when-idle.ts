/**
 * Runs `callback` when the browser has nothing else to do, so that work done ahead of need
 * never competes with what the visitor does (Safari has no requestIdleCallback: soon, then).
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/** Runs `callback` in the first idle moment after the page's load event. */
export function afterLoadWhenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const start = () => (cancel = whenIdle(callback));
  if (document.readyState === 'complete') {
    start();
    return () => cancel();
  }
  window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancel();
  };
}
