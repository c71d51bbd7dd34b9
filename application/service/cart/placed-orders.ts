import { precisionsOf } from '../../../domain/money/money';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { BuyerRepository, CommerceSettings } from '../catalogue/article-ports';
import { resolveBuyer, type BuyerError } from '../catalogue/buyer';
import type { CheckoutStore } from './ports';
import { presentOrder, type OrderView } from './present-order';

/**
 * The orders the checkout placed together with this order number (one per sales organisation), for the order
 * confirmation opened afresh. Only the customer the session acts for sees them; an order number of another
 * customer, or of none, answers no orders, so nothing tells the two apart.
 */
export async function placedOrders(
  deps: { buyers: BuyerRepository; commerceSettings: CommerceSettings; checkouts: CheckoutStore },
  principal: Principal,
  orderNo: string,
): Promise<Result<OrderView[], BuyerError>> {
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return err(buyer.error);
  const number = orderNo.trim();
  if (number === '') return ok([]);
  const precisions = precisionsOf(Object.values(await deps.commerceSettings.currencies()));
  return ok((await deps.checkouts.ordersPlacedWith(buyer.value.customerId, number)).map((order) => presentOrder(order, precisions)));
}
