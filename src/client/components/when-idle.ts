/** How much longer the browser expects to stay idle, in milliseconds. */
export interface IdleDeadline {
  timeRemaining(): number;
}

/** Without requestIdleCallback (Safari), an idle moment is a short slice soon after. */
const FALLBACK_SLICE_MS = 8;

/**
 * Runs `callback` when the browser has nothing else to do, so that work done ahead of need
 * never competes with what the visitor does.
 */
export function whenIdle(callback: (deadline: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => {
    const end = performance.now() + FALLBACK_SLICE_MS;
    callback({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 1);
  return () => clearTimeout(handle);
}
