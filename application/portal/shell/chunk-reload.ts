/** The least time between two reloads for a chunk that failed to load: one a minute at most. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * Whether a chunk that failed to load may reload the page now. A new release replaces the chunks an open page
 * points at, and a reload fetches the new ones; but if the chunk is missing for another reason, reloading
 * again at once would loop, so a page reloads at most once in {@link CHUNK_RELOAD_GUARD_MS}. A reload time in
 * the future (a clock turned back) does not block reloading.
 */
export function mayReloadForChunkError(lastReloadAtMs: number | undefined, nowMs: number): boolean {
  if (lastReloadAtMs === undefined || !Number.isFinite(lastReloadAtMs)) return true;
  const elapsed = nowMs - lastReloadAtMs;
  return elapsed < 0 || elapsed >= CHUNK_RELOAD_GUARD_MS;
}

/** What browsers and bundlers say when a lazily imported chunk cannot be fetched. */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** Whether an error is a chunk (a lazily loaded part of the portal) that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}
