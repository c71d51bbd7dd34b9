import { describe, expect, it, vi } from 'vitest';
import { installChunkReloadGuard, watchConnectivity } from './browser-events';
import { KeyValueStoreWebStorage } from './shell/key-value-store.web-storage';
import { applicationServerKey } from './notifications/push-service.browser';
import { StorageInMemory } from './storage.in-memory';

describe('browser adapters', () => {
  it('reports the connectivity now and on each change', () => {
    const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
    target.navigator = { onLine: true };
    const listener = vi.fn();

    const stop = watchConnectivity(target as unknown as Window, listener);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    stop();
    target.dispatchEvent(new Event('offline'));

    expect(listener.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('stops a chunk-load failure the guard reloads for', () => {
    const target = new EventTarget();
    installChunkReloadGuard(target as unknown as Window, (error) => error === 'chunk');
    const handled = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: 'chunk' });
    const other = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: 'other' });

    target.dispatchEvent(handled);
    target.dispatchEvent(other);

    expect(handled.defaultPrevented).toBe(true);
    expect(other.defaultPrevented).toBe(false);
  });

  it('keeps values in web storage and shrugs off a storage that refuses', () => {
    const store = new KeyValueStoreWebStorage(new StorageInMemory());
    store.write('banner-has-closed', '42');
    expect(store.read('banner-has-closed')).toBe('42');
    store.remove('banner-has-closed');
    expect(store.read('banner-has-closed')).toBeNull();

    const full = new StorageInMemory();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => new KeyValueStoreWebStorage(full).write('k', 'v')).not.toThrow();
  });

  it('decodes a base64url VAPID key into its bytes', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
