import type { Principal } from '../auth/ports';
import { CONTENT_TARGET_MARKET_MAX_LIMIT, listContentTargetMarkets } from './list-content-target-markets';
import type { ContentPageType, ContentTargetMarket, ContentTargetMarketRepository } from './ports';

/**
 * Every content target market of a page type the user reads or maintains content for (the same list the portal's
 * gate asks for). Content lists and reads are narrowed to these, so content of another market is never returned.
 */
export async function readerMarkets(
  deps: { contentTargetMarkets: ContentTargetMarketRepository },
  principal: Principal,
  type: ContentPageType,
): Promise<ContentTargetMarket[]> {
  return (await listContentTargetMarkets(deps, principal, { type, page: 1, limit: CONTENT_TARGET_MARKET_MAX_LIMIT })).items;
}
