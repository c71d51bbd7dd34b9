import { isCartQuantity } from '../../../domain/cart/cart-lines';
import { isIsoDate } from '../../../domain/checkout/checkout-validation';
import { precisionsOf } from '../../../domain/money/money';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { CatalogueRepository } from '../catalogue/ports';
import { articleKey, dayOf } from '../catalogue/product-views';
import { resolveBuyer, type BuyerError } from '../catalogue/buyer';
import type { BuyerRepository, CommerceSettings } from '../catalogue/article-ports';
import type { Clock } from '../shared/ports';
import type { OrderLimitRepository, ShippingRepository, ShipToRecord } from './ports';
import { addDays, freightBenefitStanding, shipmentQuote } from './shipping-quote';
import { confirmQuantity, type Confirmation } from './stock-confirmation';

export interface ShippingDeps {
  buyers: BuyerRepository;
  shipping: ShippingRepository;
  orderLimits: OrderLimitRepository;
  catalogue: CatalogueRepository;
  commerceSettings: CommerceSettings;
  clock: Clock;
}

type Read<T> = Promise<Result<T, BuyerError>>;

/** The ship-to addresses of the customer the session acts for (none when it acts for nobody). */
export async function shipTos(deps: ShippingDeps, principal: Principal): Read<ShipToRecord[]> {
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return buyer.error === 'customer_required' ? ok([]) : buyer;
  return ok(await deps.shipping.shipTos(buyer.value.customerId));
}

/** Quantities per sales organisation of cart items the customer buys from; other lines and bad quantities count nothing. */
function quantityBySorg(items: readonly { sorg: string; qty: number }[], sorgs: readonly string[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const item of items) {
    if (!sorgs.includes(item.sorg.trim()) || !isCartQuantity(item.qty)) continue;
    totals.set(item.sorg.trim(), (totals.get(item.sorg.trim()) ?? 0) + item.qty);
  }
  return totals;
}

/**
 * The shipment options for the cart's quantities, per sales organisation of the cart: what each rate charges for
 * the quantity and when it would arrive.
 */
export async function customerShipmentRates(deps: ShippingDeps, principal: Principal, cartItems: readonly { articleCode: string; sorg: string; qty: number }[]) {
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return buyer.error === 'customer_required' ? ok([]) : buyer;
  const quantities = quantityBySorg(cartItems, buyer.value.sorgs);
  if (quantities.size === 0) return ok([]);
  const [rates, currencies] = await Promise.all([deps.shipping.shipmentRates([...quantities.keys()]), deps.commerceSettings.currencies()]);
  const precisions = precisionsOf(Object.values(currencies));
  const today = dayOf(deps.clock.now());
  return ok(
    rates.map((rate) => {
      const quantity = quantities.get(rate.sorg) ?? 0;
      const quote = shipmentQuote(rate, quantity, precisions);
      return { sorg: rate.sorg, code: rate.code, name: rate.name, currency: rate.currency, amount: quote.amount, free: quote.free, quantity, leadDays: rate.leadDays, estimatedDelivery: addDays(today, rate.leadDays) };
    }),
  );
}

/** Where the cart's quantity per warehouse area stands among the freight benefits of the customer's sales organisations. */
export async function cartFreightBenefits(deps: ShippingDeps, principal: Principal, quantities: readonly { warehouseArea: string; qty: number }[]) {
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return buyer.error === 'customer_required' ? ok([]) : buyer;
  const benefits = await deps.shipping.freightBenefits(buyer.value.sorgs);
  const byArea = new Map<string, number>();
  for (const { warehouseArea, qty } of quantities) {
    if (isCartQuantity(qty)) byArea.set(warehouseArea.trim(), (byArea.get(warehouseArea.trim()) ?? 0) + qty);
  }
  return ok(
    [...byArea.entries()].map(([warehouseArea, qty]) => ({
      warehouseArea,
      qty,
      ...freightBenefitStanding(
        benefits.filter((benefit) => benefit.warehouseArea === warehouseArea),
        qty,
      ),
    })),
  );
}

/** The order limits of the customer the session acts for, with the balance it may still order. */
export async function orderLimits(deps: ShippingDeps, principal: Principal) {
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return buyer.error === 'customer_required' ? ok([]) : buyer;
  const limits = await deps.orderLimits.ofCustomer(buyer.value.customerId);
  return ok(
    limits.map((limit) => ({ articleCode: limit.articleCode, sorg: limit.sorg, limit: limit.limitQty, ordered: limit.orderedQty, balance: Math.max(0, limit.limitQty - limit.orderedQty) })),
  );
}

/** Sets order limits of customers (administrators); each line succeeds or fails on its own. */
export async function updateOrderLimits(deps: Pick<ShippingDeps, 'orderLimits' | 'clock'>, limits: readonly { custCode: string; articleCode: string; sorg: string; limit: number }[]) {
  const results = [];
  for (const entry of limits) {
    const line = { custCode: entry.custCode.trim(), articleCode: entry.articleCode.trim(), sorg: entry.sorg.trim(), limit: entry.limit };
    const outcome = !isCartQuantity(line.limit) ? 'invalid_quantity' : await deps.orderLimits.setLimit(line, deps.clock.now());
    results.push({ ...line, message: { status: outcome === 'updated', description: outcome === 'updated' ? 'success_update_order_limit' : outcome } });
  }
  return { message: { status: results.every((result) => result.message.status), description: null }, results };
}

/**
 * When quantities could be delivered, article by article: from stock for the requested delivery date (or today,
 * when none or an earlier one is asked), then from next arrivals, the rest open. Nothing is reserved.
 */
export async function stockOrderConfirmations(
  deps: ShippingDeps,
  principal: Principal,
  request: { orders: readonly { articleCode: string; sorg: string; qty: number }[]; reqDeliveryDate?: string | null },
): Promise<Result<{ articleCode: string; sorg: string; qty: number; confirmations: Confirmation[] }[], BuyerError | 'valid_date'>> {
  const requested = request.reqDeliveryDate?.trim() || null;
  if (requested !== null && !isIsoDate(requested)) return err('valid_date');
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return buyer.error === 'customer_required' ? ok([]) : buyer;
  const lines = request.orders
    .map((line) => ({ articleCode: line.articleCode.trim(), sorg: line.sorg.trim(), qty: line.qty }))
    .filter((line) => buyer.value.sorgs.includes(line.sorg) && isCartQuantity(line.qty));
  const articles = lines.length > 0 ? await deps.catalogue.articlesByCodes(lines) : [];
  const stock = articles.length > 0 ? await deps.catalogue.stock(articles.map(({ productId, sorg }) => ({ productId, sorg }))) : [];
  const today = dayOf(deps.clock.now());
  const fromDay = requested !== null && requested > today ? requested : today;
  return ok(
    lines.flatMap((line) => {
      const article = articles.find((each) => each.articleCode === line.articleCode && each.sorg === line.sorg);
      if (!article) return [];
      const locations = stock.filter((record) => articleKey(record) === articleKey(article));
      return [{ ...line, confirmations: confirmQuantity(locations, line.qty, fromDay).confirmations }];
    }),
  );
}
