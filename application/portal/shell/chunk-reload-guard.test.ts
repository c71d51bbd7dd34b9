import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from './chunk-reload';
import { createChunkReloadGuard } from './chunk-reload-guard';
import { ClockManual, KeyValueStoreInMemory } from './testing/clock-and-storage.in-memory';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/catalog-1a2b.js');

function given() {
  const clock = new ClockManual(1_800_000_000_000);
  const store = new KeyValueStoreInMemory();
  const reload = vi.fn();
  return { clock, store, reload, guard: createChunkReloadGuard({ clock, store, reload }) };
}

describe('chunk reload guard', () => {
  it('reloads for a chunk that failed to load, and remembers when', () => {
    const { guard, reload, store } = given();

    expect(guard(chunkError)).toBe(true);

    expect(reload).toHaveBeenCalledOnce();
    expect(store.read('chunk-reload-at')).toBe('1800000000000');
  });

  it('does not reload again within a minute, even after the page reloaded', () => {
    const { clock, store, reload } = given();
    createChunkReloadGuard({ clock, store, reload })(chunkError);
    const afterReload = createChunkReloadGuard({ clock, store, reload });

    clock.advance(CHUNK_RELOAD_GUARD_MS - 1);
    expect(afterReload(chunkError)).toBe(false);
    clock.advance(1);
    expect(afterReload(chunkError)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to their handlers', () => {
    const { guard, reload } = given();

    expect(guard(new TypeError('Failed to fetch'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
