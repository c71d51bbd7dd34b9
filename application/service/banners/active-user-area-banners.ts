import type { Principal } from '../auth/ports';
import type { Clock } from '../shared/ports';
import { bannerImagePath } from './banner-image';
import type { BannerRepository, BannerView } from './ports';

/** The banners of the popup carousel: those of the user's areas valid now, each with the path of its image. */
export async function activeUserAreaBanners(
  deps: { banners: BannerRepository; clock: Clock },
  principal: Principal,
): Promise<(BannerView & { url: string })[]> {
  const banners = await deps.banners.activeForUserAreas(principal.userId, deps.clock.now());
  return banners.map((banner) => ({ ...banner, url: bannerImagePath(banner.bannerFile) }));
}
