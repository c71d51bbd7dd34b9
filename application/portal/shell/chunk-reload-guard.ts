import { isChunkLoadError, mayReloadForChunkError } from './chunk-reload';
import type { Clock, KeyValueStore } from './ports';

/** Where the browser keeps when the page last reloaded for a chunk that failed to load. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Handles an error: answers true when it was a chunk-load error and the page is reloading for it. */
export type ChunkReloadGuard = (error: unknown) => boolean;

/** Reloads the page when a chunk fails to load, at most once a minute (spec 000 §8). */
export function createChunkReloadGuard(deps: { clock: Clock; store: KeyValueStore; reload: () => void }): ChunkReloadGuard {
  return (error) => {
    if (!isChunkLoadError(error)) return false;
    const stored = Number(deps.store.read(CHUNK_RELOAD_KEY) ?? Number.NaN);
    const now = deps.clock.now();
    if (!mayReloadForChunkError(Number.isFinite(stored) ? stored : undefined, now)) return false;
    deps.store.write(CHUNK_RELOAD_KEY, String(now));
    deps.reload();
    return true;
  };
}
