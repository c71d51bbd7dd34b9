import { describe, expect, it, vi } from 'vitest';
import { SETTLE_TIMEOUT_MS, whenPageSettled, type SettlingWindow } from './page-settled';

/** A window still loading or loaded, with or without idle callbacks, whose load and idle moments the test brings. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const loadListeners = new Set<() => void>();
  const idle = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const window: SettlingWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => loadListeners.add(listener),
    removeEventListener: (_type, listener) => loadListeners.delete(listener),
    setTimeout: (callback) => (timers.set(next, callback), next++),
    clearTimeout: (handle) => timers.delete(handle),
    ...(withIdle
      ? {
          requestIdleCallback: vi.fn((callback: () => void) => (idle.set(next, callback), next++)),
          cancelIdleCallback: (handle: number) => idle.delete(handle),
        }
      : {}),
  };
  return {
    window,
    load: () => loadListeners.forEach((listener) => listener()),
    idle: () => [...idle.values(), ...timers.values()].forEach((callback) => callback()),
    pending: () => idle.size + timers.size,
  };
}

describe('work that waits for the page to settle', () => {
  it('waits for the page\'s load and then for an idle moment, at most a few seconds', () => {
    const page = fakeWindow('loading');
    const work = vi.fn();
    whenPageSettled(page.window, work);

    page.idle();
    expect(work).not.toHaveBeenCalled();
    page.load();
    expect(work).not.toHaveBeenCalled();
    expect(page.window.requestIdleCallback).toHaveBeenCalledWith(work, { timeout: SETTLE_TIMEOUT_MS });
    page.idle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits only for an idle moment on a page already loaded, and for the next task where the browser has no idle callbacks', () => {
    const loaded = fakeWindow('complete');
    const withoutIdle = fakeWindow('complete', false);
    const work = vi.fn();
    whenPageSettled(loaded.window, work);
    whenPageSettled(withoutIdle.window, work);
    expect(work).not.toHaveBeenCalled();

    loaded.idle();
    withoutIdle.idle();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('does nothing once cancelled, before or after the load', () => {
    const beforeLoad = fakeWindow('loading');
    const afterLoad = fakeWindow('loading');
    const work = vi.fn();
    whenPageSettled(beforeLoad.window, work)();
    const cancel = whenPageSettled(afterLoad.window, work);
    afterLoad.load();
    cancel();

    beforeLoad.load();
    expect(beforeLoad.pending() + afterLoad.pending()).toBe(0);
    beforeLoad.idle();
    afterLoad.idle();
    expect(work).not.toHaveBeenCalled();
  });
});
