import { isNewsForMarkets, isNewsValidAt } from '../../../domain/news/news';
import type { Principal } from '../auth/ports';
import type { ContentTargetMarketRepository } from '../content/ports';
import type { Clock } from '../shared/ports';
import type { NewsRecord, NewsRepository } from './ports';

/** Holders of this scope maintain news: they see every market's news, deleted and future ones too. */
export const NEWS_ADMIN_SCOPE = 'news.cu';
/** The most news one page lists. */
export const NEWS_MAX_LIMIT = 100;
const NEWS_DEFAULT_LIMIT = 12;
/** Every news market at once: there are a handful, far below this. */
const ALL_MARKETS = 999;

export type NewsReadDeps = { news: NewsRepository; contentTargetMarkets: ContentTargetMarketRepository; clock: Clock };

export interface NewsListRequest {
  page?: number | null;
  limit?: number | null;
  search?: string | null;
  validOnly?: boolean | null;
  filterContentTargetMarket?: readonly string[] | null;
}

/** The news markets a principal reads: the assigned ones, or every one for a maintainer. */
export async function newsMarketIdsOf(deps: Pick<NewsReadDeps, 'contentTargetMarkets'>, principal: Principal): Promise<string[]> {
  const maintainer = principal.scopes.includes(NEWS_ADMIN_SCOPE);
  const markets = await deps.contentTargetMarkets.page({ type: 'news', assignedTo: maintainer ? undefined : principal.userId, search: undefined, page: 1, limit: ALL_MARKETS });
  return markets.items.map((market) => market.id);
}

/**
 * A page of news, newest release first. A reader gets only news valid now of their own news markets (narrowed by
 * filterContentTargetMarket); a maintainer gets every market's news, deleted ones included unless validOnly.
 */
export async function listNews(deps: NewsReadDeps, principal: Principal, request: NewsListRequest): Promise<{ items: NewsRecord[]; total: number; page: number; limit: number }> {
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const limit = Math.min(NEWS_MAX_LIMIT, Math.max(1, Math.trunc(request.limit ?? NEWS_DEFAULT_LIMIT)));
  const maintainer = principal.scopes.includes(NEWS_ADMIN_SCOPE);
  const own = await newsMarketIdsOf(deps, principal);
  const filter = request.filterContentTargetMarket?.length ? own.filter((id) => request.filterContentTargetMarket!.includes(id)) : own;
  if (filter.length === 0) return { items: [], total: 0, page, limit };
  const validOnly = !maintainer || request.validOnly === true;
  const found = await deps.news.page({
    marketIds: maintainer && !request.filterContentTargetMarket?.length ? undefined : filter,
    validAt: validOnly ? deps.clock.now() : undefined,
    includeDeleted: !validOnly,
    search: request.search?.trim() || undefined,
    page,
    limit,
  });
  return { ...found, page, limit };
}

/** One news item: a reader's only while valid and of their markets; a maintainer's always. Null otherwise. */
export async function newsById(deps: NewsReadDeps, principal: Principal, id: string): Promise<NewsRecord | null> {
  const found = await deps.news.byId(id);
  if (!found) return null;
  if (principal.scopes.includes(NEWS_ADMIN_SCOPE)) return found;
  const own = await newsMarketIdsOf(deps, principal);
  const visible = isNewsValidAt(found, deps.clock.now()) && isNewsForMarkets(found.markets.map((market) => market.id), own);
  return visible ? found : null;
}
