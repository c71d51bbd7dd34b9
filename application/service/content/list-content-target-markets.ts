import type { KnownScope } from '../../../domain/access/scope-catalogue';
import type { Principal } from '../auth/ports';
import type { ContentPageType, ContentTargetMarket, ContentTargetMarketRepository } from './ports';

/** The portal asks for up to 999 markets at once (spec 000 §9); more is cut to that. */
export const CONTENT_TARGET_MARKET_MAX_LIMIT = 999;
/** Page size when the caller names none (the administration lists' default). */
export const CONTENT_TARGET_MARKET_DEFAULT_LIMIT = 15;

/** Who maintains content of a page type, and so may list every market of it rather than only the assigned ones. */
export const CONTENT_ADMIN_SCOPE: Record<ContentPageType, KnownScope> = {
  marketing_material: 'marketing-material.cud',
  sales_document: 'sales-document.cu',
  news: 'news.cu',
};

/**
 * A page of the content target markets of a page type that the user reads content for: the markets assigned to
 * the user, or every market of the type for a user who maintains that content. An empty list is what sends the
 * portal's content pages to the "No Data" page.
 */
export async function listContentTargetMarkets(
  deps: { contentTargetMarkets: ContentTargetMarketRepository },
  principal: Principal,
  request: { type?: ContentPageType | null; search?: string | null; page?: number | null; limit?: number | null },
): Promise<{ items: ContentTargetMarket[]; total: number; page: number; limit: number }> {
  const type = request.type ?? 'marketing_material';
  const limit = Math.min(CONTENT_TARGET_MARKET_MAX_LIMIT, Math.max(1, Math.trunc(request.limit ?? CONTENT_TARGET_MARKET_DEFAULT_LIMIT)));
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const maintainer = principal.scopes.includes(CONTENT_ADMIN_SCOPE[type]);
  const search = request.search?.trim() || undefined;
  const found = await deps.contentTargetMarkets.page({ type, assignedTo: maintainer ? undefined : principal.userId, search, page, limit });
  return { ...found, page, limit };
}
