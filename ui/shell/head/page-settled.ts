/** What whenPageSettled needs of the browser's window, passed in so that tests can hand over a fake one. */
export interface SettlingWindow {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
  setTimeout(callback: () => void, delay: number): number;
  clearTimeout(handle: number): void;
}

/** How long settled work waits at most for an idle moment once the page has loaded. */
export const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Runs work that a page's first view does not need (the push subscription, the web manifest) once the page has loaded
 * and the browser has a moment to spare. Run while the page loads, such work holds up the page's own: asking the
 * notification permission waits for the browser's own process, and each fetch costs the page's thread some time.
 * Answers a function that cancels the work if it has not run yet.
 */
export function whenPageSettled(window: SettlingWindow, work: () => void): () => void {
  let cancelScheduled = () => undefined as void;
  const schedule = () => {
    if (window.requestIdleCallback && window.cancelIdleCallback) {
      const handle = window.requestIdleCallback(work, { timeout: SETTLE_TIMEOUT_MS });
      const cancelIdle = window.cancelIdleCallback.bind(window);
      cancelScheduled = () => cancelIdle(handle);
    } else {
      const handle = window.setTimeout(work, 0);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (window.document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule);
  return () => {
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
