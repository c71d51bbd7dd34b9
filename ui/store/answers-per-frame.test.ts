import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customersCounted, selectCustomerCount } from '../shell/customers/customer-slice';
import { mobileSearchToggled, selectMobileSearchOpen } from '../shell/shell-slice';
import { fakeUseCases } from '../testing/render-portal';
import { createShellStore } from './shell-store';

/** Long enough for the next frame, and for the enhancer's fallback timer where frames do not come. */
const A_FRAME_LATER_MS = 100;

describe('answers per frame', () => {
  let handling: Event | undefined;
  const browserStore = () => createShellStore(fakeUseCases(), undefined, undefined, { currentEvent: () => handling });

  beforeEach(() => {
    vi.useFakeTimers();
    handling = undefined;
  });
  afterEach(() => vi.useRealTimers());

  it('tells the views once a frame of every answer that arrived in it, while the state holds each at once', () => {
    const store = browserStore();
    const told = vi.fn();
    store.subscribe(told);

    store.dispatch(customersCounted(2));
    store.dispatch(customersCounted(5));
    store.dispatch(mobileSearchToggled());

    expect(selectCustomerCount(store.getState())).toBe(5);
    expect(selectMobileSearchOpen(store.getState())).toBe(true);
    expect(told).not.toHaveBeenCalled();
    vi.advanceTimersByTime(A_FRAME_LATER_MS);
    expect(told).toHaveBeenCalledOnce();
  });

  it('tells the views at once of what is dispatched while the browser handles an event', () => {
    const store = browserStore();
    const told = vi.fn();
    store.subscribe(told);

    handling = new Event('keydown');
    store.dispatch(mobileSearchToggled());

    expect(told).toHaveBeenCalledOnce();
  });

  it('tells the views at once of everything without the browser, as the tests of views expect', () => {
    const store = createShellStore(fakeUseCases());
    const told = vi.fn();
    store.subscribe(told);

    store.dispatch(customersCounted(2));

    expect(told).toHaveBeenCalledOnce();
  });
});
