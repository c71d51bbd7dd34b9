import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISMISSAL_MS } from '../../../domain/shell/dismissal';
import { createDismissals } from '../shell/dismissals';
import { ClockManual, KeyValueStoreInMemory } from '../shell/testing/clock-and-storage.in-memory';
import { AnnouncementGatewayInMemory } from './testing/announcement-gateway.in-memory';
import { createHomeAnnouncement } from './home-announcement';
import type { Announcement } from './ports';

const preOrders: Announcement = { id: 'a1', type: 'home_page', title: 'Pre-orders open', content: '<p>Order now.</p>', url: null };
const loginNotice: Announcement = { id: 'a2', type: 'login', title: 'Maintenance', content: '<p>Sunday.</p>', url: null };

function given(gateway = new AnnouncementGatewayInMemory([preOrders, loginNotice])) {
  const clock = new ClockManual(1_800_000_000_000);
  const dismissals = createDismissals({ clock, store: new KeyValueStoreInMemory() });
  return { clock, gateway, announcement: createHomeAnnouncement({ gateway, dismissals }) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('home announcement', () => {
  it('shows the home-page announcements only', async () => {
    const { announcement } = given();

    expect(await announcement.load()).toEqual([preOrders]);
  });

  it('given it was closed, then it stays hidden without asking the service, until two hours pass', async () => {
    const { announcement, clock, gateway } = given();

    announcement.close();

    expect(await announcement.load()).toEqual([]);
    expect(gateway.calls).toBe(0);
    clock.advance(DISMISSAL_MS);
    expect(await announcement.load()).toEqual([preOrders]);
  });

  it('shows nothing and logs when the service fails or answers something else', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(await given(new AnnouncementGatewayInMemory([], new Error('500'))).announcement.load()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Server Error!', expect.any(Error));

    const broken = [preOrders, { id: 'a3' }] as Announcement[];
    expect(await given(new AnnouncementGatewayInMemory(broken)).announcement.load()).toEqual([preOrders]);
    expect(warn).toHaveBeenCalledWith('Invalid Data!');
  });
});
