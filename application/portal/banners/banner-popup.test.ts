import { describe, expect, it } from 'vitest';
import { DISMISSAL_MS } from '../../../domain/shell/dismissal';
import { createDismissals } from '../shell/dismissals';
import { ClockManual, KeyValueStoreInMemory } from '../shell/testing/clock-and-storage.in-memory';
import { BannerGatewayInMemory } from './testing/banner-gateway.in-memory';
import { createBannerPopup } from './banner-popup';
import type { PopupBanner } from './ports';

const modelYear: PopupBanner = { id: 'b1', imageUrl: '/bnrs/image/model-year.svg', link: 'https://velocita.example/2027' };
const serviceWeek: PopupBanner = { id: 'b2', imageUrl: '/bnrs/image/service-week.svg', link: null };
const marketing = ['page.banner', 'page.announcement'];

function given(gateway = new BannerGatewayInMemory([modelYear, serviceWeek])) {
  const clock = new ClockManual(1_800_000_000_000);
  const store = new KeyValueStoreInMemory();
  const popup = createBannerPopup({ gateway, clock, dismissals: createDismissals({ clock, store }) });
  return { clock, store, gateway, popup };
}

describe('banner pop-up', () => {
  it('opens with the banners for a user without the home page', async () => {
    expect(await given().popup.load(marketing)).toEqual([modelYear, serviceWeek]);
  });

  it('stays shut for a user with the home page, without asking the service', async () => {
    const { popup, gateway } = given();

    expect(await popup.load(['page.home-page'])).toEqual([]);
    expect(gateway.calls).toBe(0);
  });

  it('given it was closed, then it stays shut across page loads for two hours', async () => {
    const { popup, clock, store, gateway } = given();
    popup.close();
    const reloaded = createBannerPopup({ gateway, clock, dismissals: createDismissals({ clock, store }) });

    expect(await reloaded.load(marketing)).toEqual([]);
    clock.advance(DISMISSAL_MS);
    expect(await reloaded.load(marketing)).toEqual([modelYear, serviceWeek]);
  });

  it('stays shut without banners, and when they cannot be loaded', async () => {
    expect(await given(new BannerGatewayInMemory([])).popup.load(marketing)).toEqual([]);
    expect(await given(new BannerGatewayInMemory([modelYear], new Error('offline'))).popup.load(marketing)).toEqual([]);
  });
});
