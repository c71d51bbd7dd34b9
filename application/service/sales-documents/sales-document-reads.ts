import { marketsToRead } from '../../../domain/content/market-visibility';
import { isSalesDocumentType, UNGROUPED_SALES_DOCUMENT_LIMIT, type SalesDocumentType } from '../../../domain/sales-documents/sales-document';
import type { Principal } from '../auth/ports';
import { CONTENT_ADMIN_SCOPE } from '../content/list-content-target-markets';
import type { ContentTargetMarketRepository } from '../content/ports';
import { readerMarkets } from '../content/reader-markets';
import type { Clock } from '../shared/ports';
import type { SalesDocumentGroupRecord, SalesDocumentRecord, SalesDocumentRepository } from './ports';

export interface SalesDocumentDeps {
  contentTargetMarkets: ContentTargetMarketRepository;
  salesDocuments: SalesDocumentRepository;
  clock: Clock;
}

/** Largest page of a sales document or group list. */
export const SALES_DOCUMENT_MAX_LIMIT = 100;
const DEFAULT_LIMIT = 15;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

export function paging(request: { page?: number | null; limit?: number | null }, fallbackLimit = DEFAULT_LIMIT) {
  return {
    page: Math.max(1, Math.trunc(request.page ?? 1)),
    limit: Math.min(SALES_DOCUMENT_MAX_LIMIT, Math.max(1, Math.trunc(request.limit ?? fallbackLimit))),
  };
}

export const maintainsSalesDocuments = (principal: Principal) => principal.scopes.includes(CONTENT_ADMIN_SCOPE.sales_document);

export interface SalesDocumentListRequest {
  page?: number | null;
  limit?: number | null;
  search?: string | null;
  validOnly?: boolean | null;
  type?: string | null;
  filterContentTargetMarket?: readonly string[] | null;
  haveSalesGroup?: boolean | null;
  groupId?: string | null;
  withDeleted?: boolean | null;
}

/**
 * A page of the sales documents published for the caller's markets (or those of them the filter names), newest
 * first. Deleted documents show only to maintainers who ask for them; an unknown type lists nothing.
 */
export async function listSalesDocuments(deps: SalesDocumentDeps, principal: Principal, request: SalesDocumentListRequest): Promise<{ items: SalesDocumentRecord[]; total: number; page: number; limit: number }> {
  const { page, limit } = paging(request);
  const marketIds = marketsToRead((await readerMarkets(deps, principal, 'sales_document')).map((market) => market.id), request.filterContentTargetMarket);
  const type = request.type ? request.type : undefined;
  if (marketIds.length === 0 || (type !== undefined && !isSalesDocumentType(type)) || (request.groupId && !isUuid(request.groupId))) return { items: [], total: 0, page, limit };
  const found = await deps.salesDocuments.page({
    marketIds,
    type: type as SalesDocumentType | undefined,
    search: request.search?.trim() || undefined,
    validAt: request.validOnly ? deps.clock.now() : undefined,
    grouped: request.haveSalesGroup ?? undefined,
    groupId: request.groupId ?? undefined,
    withDeleted: Boolean(request.withDeleted) && maintainsSalesDocuments(principal),
    page,
    limit,
  });
  return { ...found, page, limit };
}

/** The documents in no group, as the administration's ungrouped lookup reads them: page 1 of 100 (spec 002 §9). */
export function ungroupedSalesDocuments(deps: SalesDocumentDeps, principal: Principal, type: string | null) {
  return listSalesDocuments(deps, principal, { page: 1, limit: UNGROUPED_SALES_DOCUMENT_LIMIT, haveSalesGroup: false, type });
}

/** One document published for one of the caller's markets; any other is as if it did not exist. */
export async function readSalesDocument(deps: SalesDocumentDeps, principal: Principal, id: string): Promise<SalesDocumentRecord | null> {
  if (!isUuid(id.trim())) return null;
  const marketIds = (await readerMarkets(deps, principal, 'sales_document')).map((market) => market.id);
  if (marketIds.length === 0) return null;
  return (await deps.salesDocuments.document(id.trim(), marketIds, maintainsSalesDocuments(principal))) ?? null;
}

/** A page of the groups published for the caller's markets, by name. */
export async function listSalesDocumentGroups(
  deps: SalesDocumentDeps,
  principal: Principal,
  request: { page?: number | null; limit?: number | null; search?: string | null; filterContentTargetMarket?: readonly string[] | null },
): Promise<{ items: SalesDocumentGroupRecord[]; total: number; page: number; limit: number }> {
  const { page, limit } = paging(request);
  const marketIds = marketsToRead((await readerMarkets(deps, principal, 'sales_document')).map((market) => market.id), request.filterContentTargetMarket);
  if (marketIds.length === 0) return { items: [], total: 0, page, limit };
  return { ...(await deps.salesDocuments.groups({ marketIds, search: request.search?.trim() || undefined, page, limit })), page, limit };
}

export async function readSalesDocumentGroup(deps: SalesDocumentDeps, principal: Principal, id: string): Promise<SalesDocumentGroupRecord | null> {
  if (!isUuid(id.trim())) return null;
  const marketIds = (await readerMarkets(deps, principal, 'sales_document')).map((market) => market.id);
  return marketIds.length === 0 ? null : ((await deps.salesDocuments.group(id.trim(), marketIds)) ?? null);
}
