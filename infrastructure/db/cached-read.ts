/**
 * A read of reference data kept for a while: concurrent callers share one query, and a failed read is not kept, so
 * the next caller tries again. Data that only migrations and the seed write changes at most this late.
 */
export function cachedRead<T>(load: () => Promise<T>, keepMs: number): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (cached && performance.now() - cached.at < keepMs) return cached.value;
    const entry = { at: performance.now(), value: load() };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.value;
  };
}
