import { isCartQuantity, setLineQuantities, totalQuantity } from '../../../domain/cart/cart-lines';
import { checkLineQuantity, quantityRulesOf } from '../../../domain/cart/quantity-rules';
import { splitByStock, stockRulesOf } from '../../../domain/cart/stock-split';
import { totalAvailable } from '../../../domain/cart/stock-display';
import type { HostConfig } from '../../../domain/config/host-config';
import { precisionOf, precisionsOf, toDecimalString } from '../../../domain/money/money';
import { cartTotals } from '../../../domain/pricing/cart-totals';
import { priceLine } from '../../../domain/pricing/line-price';
import { orderabilityProblem } from '../../../domain/catalogue/orderability';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import type { CatalogueRepository } from '../catalogue/ports';
import {
  articleKey,
  dayOf,
  offerId,
  priceAndStock,
  priceView,
  productView,
  stockSummary,
  toPriceTerms,
  type ProductView,
} from '../catalogue/product-views';
import { resolveBuyer, type Buyer, type BuyerError } from '../catalogue/buyer';
import type { BuyerRepository, CommerceSettings } from '../catalogue/article-ports';
import type { Clock } from '../shared/ports';
import type { CartLineRecord, CartRepository } from './ports';

export interface CartDeps {
  buyers: BuyerRepository;
  catalogue: CatalogueRepository;
  carts: CartRepository;
  commerceSettings: CommerceSettings;
  clock: Clock;
}

export interface CartItemView {
  id: string;
  qty: number;
  uom: string;
  readyToShip: number;
  preOrder: number;
  product: ProductView;
  linePrice: { unitNet: string; gross: string; discount: string; net: string; salesDealNo: string | null } | null;
}

export interface CartView {
  items: CartItemView[];
  totalQuantity: number;
  itemCount: number;
  totalsBySorg: { sorg: string; currency: string; quantity: number; total: string; exact: string }[];
  totalsByCurrency: { currency: string; quantity: number; total: string }[];
}

export const EMPTY_CART: CartView = { items: [], totalQuantity: 0, itemCount: 0, totalsBySorg: [], totalsByCurrency: [] };

/**
 * The cart as the dealer sees it: each line priced for its quantity (exactly), split into ready-to-ship and
 * pre-order units by the stock, and the totals per sales organisation, each rounded once at its currency's
 * precision. Lines of articles no longer sold to the customer drop out of the view.
 */
export async function cartView(deps: Omit<CartDeps, 'carts' | 'buyers'>, buyer: Buyer, config: HostConfig, lines: readonly CartLineRecord[], today: string): Promise<CartView> {
  if (lines.length === 0) return EMPTY_CART;
  const articles = await deps.catalogue.articlesByIds(lines.map(({ productId, sorg }) => ({ productId, sorg })));
  const byKey = new Map(articles.map((article) => [articleKey(article), article]));
  const [{ prices, stock }, currencies] = await Promise.all([
    priceAndStock(deps, { sorgs: buyer.sorgs, buyer }, articles, today),
    deps.commerceSettings.currencies(),
  ]);
  const rules = stockRulesOf(config);
  const items: CartItemView[] = [];
  const priced: { sorg: string; quantity: number; net: ReturnType<typeof priceLine>['net'] }[] = [];
  for (const line of lines) {
    const article = byKey.get(articleKey(line));
    if (!article) continue;
    const price = prices.get(articleKey(line));
    const locations = stock.get(articleKey(line)) ?? [];
    const available = totalAvailable(locations);
    const split = splitByStock(line.qty, available, rules);
    const readyToShip = split.ok ? split.split.readyToShip : Math.min(line.qty, available);
    const pricedLine = price ? priceLine(toPriceTerms(price), line.qty) : null;
    if (pricedLine) priced.push({ sorg: line.sorg, quantity: line.qty, net: pricedLine.net });
    items.push({
      id: offerId(article),
      qty: line.qty,
      uom: article.uom,
      readyToShip,
      preOrder: split.ok ? split.split.preOrder : 0,
      product: productView(article, price ? priceView(price, currencies[line.sorg], article.uom) : null, stockSummary(locations, config, today), today),
      linePrice: pricedLine
        ? {
            unitNet: toDecimalString(pricedLine.unitNet),
            gross: toDecimalString(pricedLine.gross),
            discount: toDecimalString(pricedLine.discount),
            net: toDecimalString(pricedLine.net),
            salesDealNo: pricedLine.appliedDeal?.salesDealNo ?? null,
          }
        : null,
    });
  }
  const precisions = precisionsOf(Object.values(currencies));
  const totals = cartTotals(priced, precisions);
  return {
    items,
    totalQuantity: totalQuantity(items),
    itemCount: items.length,
    totalsBySorg: totals.bySorg.map((part) => ({
      sorg: part.sorg,
      currency: part.currency,
      quantity: part.quantity,
      total: toDecimalString(part.total, precisionOf(part.currency, precisions)),
      exact: toDecimalString(part.exact),
    })),
    totalsByCurrency: totals.byCurrency.map((part) => ({ currency: part.currency, quantity: part.quantity, total: toDecimalString(part.total, precisionOf(part.currency, precisions)) })),
  };
}

/** The cart of the user for the customer the session acts for, narrowed to ids ({sorg}:{article_code}) or a slug when given. */
export async function loadCart(
  deps: CartDeps,
  principal: Principal,
  host: string,
  filter: { ids?: readonly string[] | null; slug?: string | null } = {},
): Promise<Result<CartView, BuyerError>> {
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return buyer.error === 'customer_required' ? ok(EMPTY_CART) : buyer;
  const [config, lines] = await Promise.all([deps.commerceSettings.hostConfig(host), deps.carts.lines(principal.userId, buyer.value.customerId)]);
  const view = await cartView(deps, buyer.value, config, lines, dayOf(deps.clock.now()));
  const ids = filter.ids && filter.ids.length > 0 ? new Set(filter.ids) : null;
  const slug = filter.slug?.trim() || null;
  if (!ids && !slug) return ok(view);
  const items = view.items.filter((item) => (!ids || ids.has(item.id)) && (!slug || item.product.slug === slug));
  return ok({ ...view, items, itemCount: items.length, totalQuantity: totalQuantity(items) });
}

/** The message a refused cart update is described by: why the session may not buy, else a failed update. */
export function cartUpdateFailureOf(errors: readonly UserError[]): string {
  return errors.find((error) => error.field[0] === 'custCode')?.message ?? 'failed_update_cart';
}

/**
 * Sets quantities in the server-side cart of the user for the session's customer (0 removes a line). Every
 * product must be sold to the customer, orderable, and within the cart-stage quantity rules of the host (order
 * quota, exact quantity when checked while editing, available stock when checked and pre-orders are off). One
 * refused product refuses the whole update, so the cart is never half-changed. Answers the cart as it is after the update.
 */
export async function updateProductsInCart(
  deps: CartDeps,
  principal: Principal,
  host: string,
  products: readonly { articleCode: string; sorg: string; qty: number }[],
): Promise<Result<CartView>> {
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return refused(userError('custCode', buyer.error));
  const { customerId, sorgs } = buyer.value;
  const config = await deps.commerceSettings.hostConfig(host);
  const today = dayOf(deps.clock.now());
  const requested = products.map((product) => ({ ...product, articleCode: product.articleCode.trim(), sorg: product.sorg.trim() }));
  const articles = await deps.catalogue.articlesByCodes(requested.filter((product) => sorgs.includes(product.sorg)));
  const find = (product: { articleCode: string; sorg: string }) => articles.find((article) => article.articleCode === product.articleCode && article.sorg === product.sorg);
  const { prices, stock } = await priceAndStock(deps, { sorgs, buyer: buyer.value }, articles, today);
  const rules = quantityRulesOf(config);
  const errors: UserError[] = [];
  requested.forEach((product, index) => {
    const article = find(product);
    if (!isCartQuantity(product.qty)) errors.push(userError(`products.${index}.qty`, 'invalid_quantity'));
    else if (!article) errors.push(userError(`products.${index}.articleCode`, 'article_not_found'));
    else if (product.qty > 0) {
      const problem = orderabilityProblem(article, prices.has(articleKey(article)));
      if (problem) return errors.push(userError(`products.${index}.articleCode`, problem));
      const available = totalAvailable(stock.get(articleKey(article)) ?? []);
      const outcome = checkLineQuantity(product.qty, { orderQuota: article.orderQuota, exactQty: article.exactQty, available }, rules, 'cart');
      if (!outcome.ok) errors.push(userError(`products.${index}.qty`, outcome.message.key, outcome.message.values));
    }
    return undefined;
  });
  if (errors.length > 0) return refused(...errors);
  const current = await deps.carts.lines(principal.userId, customerId);
  const changes = requested.map((product) => ({ productId: find(product)!.productId, sorg: product.sorg, qty: product.qty }));
  // The domain keys lines by article; the product id stands for the article code here.
  const asLine = (line: { productId: string; sorg: string; qty: number; addedAt: Date }) => ({ ...line, articleCode: line.productId });
  const now = deps.clock.now();
  const next = setLineQuantities(current.map(asLine), changes.map((change) => asLine({ ...change, addedAt: now })));
  if (!next.ok) return refused(userError('products', next.error));
  await deps.carts.apply(principal.userId, customerId, changes, now);
  return ok(await cartView(deps, buyer.value, config, next.value, today));
}
