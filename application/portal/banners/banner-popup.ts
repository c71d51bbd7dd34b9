import type { Scope } from '../../../domain/access/scopes';
import { bannerPopupShows, HOME_PAGE_SCOPE } from '../../../domain/shell/banner-popup';
import type { Clock } from '../shell/ports';
import { DISMISSAL_KEYS, type Dismissals } from '../shell/dismissals';
import type { BannerGateway, PopupBanner } from './ports';

/** The banner pop-up carousel (spec 000 §2.10): which banners it opens with, and closing it for two hours. */
export interface BannerPopup {
  /** The banners to show now; none when the pop-up stays shut for this user or the banners cannot be loaded. */
  load(scopes: readonly Scope[]): Promise<PopupBanner[]>;
  /** Closing the pop-up or following a banner's link hides it for two hours. */
  close(): void;
}

export function createBannerPopup(deps: { gateway: BannerGateway; dismissals: Dismissals; clock: Clock }): BannerPopup {
  const closedAtMs = () => deps.dismissals.closedAt(DISMISSAL_KEYS.bannerPopup);
  return {
    async load(scopes) {
      // Skip the call when nothing it answers could open the pop-up.
      if (scopes.includes(HOME_PAGE_SCOPE) || deps.dismissals.isDismissed(DISMISSAL_KEYS.bannerPopup)) return [];
      let banners: PopupBanner[];
      try {
        banners = await deps.gateway.activeUserAreaBanners();
      } catch {
        // Spec 000 §8: a banner failure is ignored silently.
        return [];
      }
      return bannerPopupShows({ scopes, bannerCount: banners.length, closedAtMs: closedAtMs(), nowMs: deps.clock.now() }) ? banners : [];
    },
    close() {
      deps.dismissals.dismiss(DISMISSAL_KEYS.bannerPopup);
    },
  };
}
