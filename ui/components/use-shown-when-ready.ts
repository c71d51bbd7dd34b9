import { useDeferredValue } from 'react';

/**
 * Whether what waited on `ready` may show: true only in a render React can interrupt once `ready` turns true, false at
 * once when it turns false again. Mounted in the store's own update, a large tree would hold a phone's main thread
 * for the whole tree at once; a tree that must wait again goes back to its loading state without delay.
 */
export function useShownWhenReady(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}
