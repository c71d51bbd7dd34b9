import { PURCHASES_PAGE_LIMIT, pageNumber } from '../../../domain/catalogue/catalogue-views';
import type { ProductCategory } from '../catalogue/ports';
import type { CartGateway, PurchaseKind, PurchasePage } from './ports';

/**
 * Loads a page of the customer's frequent purchases (the models it orders most often) or previous purchases (the
 * most recent), 12 a page, of one catalogue or both; null when they cannot be loaded.
 */
export type LoadPurchases = (kind: PurchaseKind, category: ProductCategory | null, page: number) => Promise<PurchasePage | null>;

export function createLoadPurchases(deps: { cart: CartGateway }): LoadPurchases {
  return async (kind, category, page) => {
    try {
      return await deps.cart.purchases(kind, category, pageNumber(page), PURCHASES_PAGE_LIMIT);
    } catch {
      return null;
    }
  };
}
