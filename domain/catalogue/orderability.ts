/**
 * What stops an article from being ordered in a sales organisation: it must be allowed to order there, and no block
 * may stand on the order, the sales organisation, the product hierarchy, the brand or the category.
 */
export interface OrderBlocks {
  allowOrder: boolean;
  orderBlocked: boolean;
  sorgBlocked: boolean;
  hierarchyBlocked: boolean;
  brandBlocked: boolean;
  categoryBlocked: boolean;
}

/** Why an article cannot be ordered: blocked (or not allowed) in its sales organisation, or without a price for the customer. */
export type OrderabilityProblem = 'article_blocked' | 'no_price';

/** Whether an article's blocks stop it from being ordered: not allowed to order, or any block set. */
export function isOrderBlocked(blocks: OrderBlocks): boolean {
  return !blocks.allowOrder || blocks.orderBlocked || blocks.sorgBlocked || blocks.hierarchyBlocked || blocks.brandBlocked || blocks.categoryBlocked;
}

/**
 * Orderable: an article may go into the cart and be checked out when its blocks allow it and the customer has a
 * price for it. Answers why not, or null when it is orderable; a block is named before a missing price.
 */
export function orderabilityProblem(blocks: OrderBlocks, hasPrice: boolean): OrderabilityProblem | null {
  if (isOrderBlocked(blocks)) return 'article_blocked';
  return hasPrice ? null : 'no_price';
}
