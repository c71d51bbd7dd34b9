import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated as it changes; false where the browser cannot tell (tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Narrower than this, the shell treats the screen as small (announcement collapse, full-screen dialogs). */
export const SMALL_SCREEN_QUERY = '(max-width: 959.98px)';
