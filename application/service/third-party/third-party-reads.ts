import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveBuyer, type Buyer } from '../catalogue/buyer';
import type { BuyerRepository } from '../catalogue/article-ports';
import type { PriceComponentRecord, ThirdPartyOrderRecord, ThirdPartyProductRecord, ThirdPartyRepository, VendorRecord } from './ports';

export interface ThirdPartyReadDeps {
  buyers: BuyerRepository;
  thirdParty: ThirdPartyRepository;
}

/** The page sizes of the product list (the data table's 10 or 20 rows). */
export const THIRD_PARTY_PAGE_SIZES = [10, 20] as const;

/**
 * Whose third-party data a session sees: a vendor's user sees its own vendor only; a dealer (or a sales user acting
 * for a customer) sees the vendors of the customer's sales organisations and the customer's orders; anyone else
 * sees the vendors of the user's areas and no orders.
 */
export type ThirdPartyViewer = { kind: 'vendor'; vendor: VendorRecord } | { kind: 'buyer'; buyer: Buyer } | { kind: 'browser'; sorgs: string[] };

export async function thirdPartyViewer(deps: ThirdPartyReadDeps, principal: Principal): Promise<Result<ThirdPartyViewer, 'customer_no_longer_belongs'>> {
  const vendor = await deps.thirdParty.vendorOfUser(principal.userId);
  if (vendor) return ok({ kind: 'vendor', vendor });
  const buyer = await resolveBuyer(deps, principal);
  if (buyer.ok) return ok({ kind: 'buyer', buyer: buyer.value });
  if (buyer.error === 'customer_no_longer_belongs') return err(buyer.error);
  return ok({ kind: 'browser', sorgs: await deps.buyers.userAreaSorgs(principal.userId) });
}

/** The vendors a viewer sees. */
export async function viewerVendors(deps: ThirdPartyReadDeps, viewer: ThirdPartyViewer): Promise<VendorRecord[]> {
  if (viewer.kind === 'vendor') return [viewer.vendor];
  return deps.thirdParty.vendorsIn(viewer.kind === 'buyer' ? viewer.buyer.sorgs : viewer.sorgs);
}

export async function vendorThirdParties(deps: ThirdPartyReadDeps, principal: Principal): Promise<Result<VendorRecord[], 'customer_no_longer_belongs'>> {
  const viewer = await thirdPartyViewer(deps, principal);
  return viewer.ok ? ok(await viewerVendors(deps, viewer.value)) : viewer;
}

export interface ProductQuery {
  vendorId?: string | null;
  search?: string | null;
  page?: number | null;
  limit?: number | null;
}

/**
 * A page of the vendors' articles the session sees (productThirdParties), optionally of one of those vendors and
 * matching a search on code or name; a page below 1 is the first, a size other than 10 or 20 is 10.
 */
export async function productThirdParties(
  deps: ThirdPartyReadDeps,
  principal: Principal,
  query: ProductQuery,
): Promise<Result<{ count: number; page: number; limit: number; items: ThirdPartyProductRecord[] }, 'customer_no_longer_belongs'>> {
  const vendors = await vendorThirdParties(deps, principal);
  if (!vendors.ok) return vendors;
  const vendorIds = vendors.value.map((vendor) => vendor.id).filter((id) => !query.vendorId || id === query.vendorId);
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const limit = (THIRD_PARTY_PAGE_SIZES as readonly number[]).includes(query.limit ?? 0) ? query.limit! : THIRD_PARTY_PAGE_SIZES[0];
  if (vendorIds.length === 0) return ok({ count: 0, page, limit, items: [] });
  const found = await deps.thirdParty.products({ vendorIds, search: (query.search ?? '').trim(), page, limit });
  return ok({ ...found, page, limit });
}

/** The vendor's delivery address for the customer the session buys for; null for a vendor the customer cannot order from. */
export async function custVendorThirdPartyAddress(deps: ThirdPartyReadDeps, principal: Principal, vendorId: string): Promise<Result<string | null, 'customer_required' | 'customer_no_longer_belongs'>> {
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return buyer;
  const vendors = await deps.thirdParty.vendorsIn(buyer.value.sorgs);
  if (!vendors.some((vendor) => vendor.id === vendorId)) return ok(null);
  return ok((await deps.thirdParty.vendorAddress(vendorId, buyer.value.customerId)) ?? null);
}

/** The third-party orders the session sees (orderThirdParties): a vendor's all orders to it, a buyer its customer's, newest first. */
export async function orderThirdParties(deps: ThirdPartyReadDeps, principal: Principal): Promise<Result<ThirdPartyOrderRecord[], 'customer_no_longer_belongs'>> {
  const viewer = await thirdPartyViewer(deps, principal);
  if (!viewer.ok) return viewer;
  if (viewer.value.kind === 'vendor') return ok(await deps.thirdParty.orders({ vendorId: viewer.value.vendor.id }));
  if (viewer.value.kind === 'buyer') return ok(await deps.thirdParty.orders({ customerId: viewer.value.buyer.customerId }));
  return ok([]);
}

/** The extra price displays of a module (priceComponents) for the sales organisations of the vendors the session sees. */
export async function priceComponents(deps: ThirdPartyReadDeps, principal: Principal, module: string): Promise<Result<PriceComponentRecord[], 'customer_no_longer_belongs'>> {
  const vendors = await vendorThirdParties(deps, principal);
  if (!vendors.ok) return vendors;
  const sorgs = [...new Set(vendors.value.map((vendor) => vendor.sorg))];
  return ok(sorgs.length > 0 ? await deps.thirdParty.priceComponents(sorgs, module.trim()) : []);
}
