import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, mayReloadForChunkError } from './chunk-reload';

const NOW = 1_800_000_000_000;

describe('mayReloadForChunkError', () => {
  it('reloads at most once a minute', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(mayReloadForChunkError(undefined, NOW)).toBe(true);
    expect(mayReloadForChunkError(NOW, NOW)).toBe(false);
    expect(mayReloadForChunkError(NOW, NOW + 59_999)).toBe(false);
    expect(mayReloadForChunkError(NOW, NOW + 60_000)).toBe(true);
  });

  it('does not let a reload time in the future block reloading', () => {
    expect(mayReloadForChunkError(NOW + 5_000, NOW)).toBe(true);
    expect(mayReloadForChunkError(Number.NaN, NOW)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises what browsers say about a chunk they could not fetch', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
