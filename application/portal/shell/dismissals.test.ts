import { describe, expect, it } from 'vitest';
import { DISMISSAL_MS } from '../../../domain/shell/dismissal';
import { createDismissals, DISMISSAL_KEYS } from './dismissals';
import { ClockManual, KeyValueStoreInMemory } from './testing/clock-and-storage.in-memory';

describe('dismissals', () => {
  it('given a closed banner pop-up, when two hours pass, then it shows again', () => {
    const clock = new ClockManual(1_800_000_000_000);
    const store = new KeyValueStoreInMemory();
    const dismissals = createDismissals({ clock, store });

    dismissals.dismiss(DISMISSAL_KEYS.bannerPopup);

    expect(store.read('banner-has-closed')).toBe('1800000000000');
    expect(dismissals.isDismissed(DISMISSAL_KEYS.bannerPopup)).toBe(true);
    expect(dismissals.isDismissed(DISMISSAL_KEYS.homeAnnouncement)).toBe(false);
    clock.advance(DISMISSAL_MS - 1);
    expect(dismissals.isDismissed(DISMISSAL_KEYS.bannerPopup)).toBe(true);
    clock.advance(1);
    expect(dismissals.isDismissed(DISMISSAL_KEYS.bannerPopup)).toBe(false);
  });

  it('treats an unreadable stored time as never closed', () => {
    const store = new KeyValueStoreInMemory();
    store.write(DISMISSAL_KEYS.homeAnnouncement, 'yesterday');
    const dismissals = createDismissals({ clock: new ClockManual(0), store });

    expect(dismissals.closedAt(DISMISSAL_KEYS.homeAnnouncement)).toBeUndefined();
    expect(dismissals.isDismissed(DISMISSAL_KEYS.homeAnnouncement)).toBe(false);
  });
});
