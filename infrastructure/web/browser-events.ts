/** Tells the listener whether the browser is online now and whenever that changes; answers the unsubscribe. */
export function watchConnectivity(target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'navigator'>, listener: (online: boolean) => void): () => void {
  const online = () => listener(true);
  const offline = () => listener(false);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  listener(target.navigator.onLine);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}

/**
 * Hands chunk-load failures to the guard: Vite's preload error event (a lazily imported module could not be
 * fetched) and promise rejections nobody handled. When the guard reloads the page, the error goes no further.
 */
export function installChunkReloadGuard(target: Pick<Window, 'addEventListener'>, guard: (error: unknown) => boolean): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (guard((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (guard(event.reason)) event.preventDefault();
  });
}
