import { meetsScopeRequirement, type Scope } from '../access/scopes';
import { isStillDismissed } from './dismissal';

/** Users holding this scope land on the catalogue home page, which has its own banners: no banner pop-up for them. */
export const HOME_PAGE_SCOPE = 'page.home-page';

export interface BannerPopupFacts {
  scopes: readonly Scope[];
  bannerCount: number;
  /** When the pop-up was last closed (or a banner clicked), if ever. */
  closedAtMs: number | undefined;
  nowMs: number;
}

/**
 * Whether the banner pop-up opens: there are banners, the user lacks {@link HOME_PAGE_SCOPE}, and it was not
 * closed within the last two hours.
 */
export function bannerPopupShows(facts: BannerPopupFacts): boolean {
  return facts.bannerCount > 0 && !meetsScopeRequirement(facts.scopes, [HOME_PAGE_SCOPE]) && !isStillDismissed(facts.closedAtMs, facts.nowMs);
}

/** Where a banner's image is served: the service's base URL, /bnrs/image/ and the file name. */
export function bannerImageUrl(baseUrl: string, bannerFile: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/bnrs/image/${encodeURIComponent(bannerFile)}`;
}
