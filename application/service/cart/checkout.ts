import { checkLineQuantity, quantityRulesOf } from '../../../domain/cart/quantity-rules';
import { totalAvailable } from '../../../domain/cart/stock-display';
import { toCheckoutPayload, validateCheckout } from '../../../domain/checkout/checkout-validation';
import { precisionOf, precisionsOf, toDecimalString, type CurrencyPrecisions } from '../../../domain/money/money';
import { orderabilityProblem } from '../../../domain/catalogue/orderability';
import { methodAvailableIn } from '../../../domain/payments/payment-instrument';
import { priceCart } from '../../../domain/pricing/cart-totals';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import { articleKey, dayOf, toPriceTerms } from '../catalogue/product-views';
import { resolveBuyer, type Buyer } from '../catalogue/buyer';
import type { ArticleRecord, BuyerRepository, CommerceSettings, IdGenerator, PriceRecord, StockRecord } from '../catalogue/article-ports';
import type { PaymentMethodRepository } from '../payments/ports';
import type { Clock } from '../shared/ports';
import type { CheckoutStore, CheckoutUnitOfWork, CompletedCheckout, NewOrder, PlacedOrder } from './ports';
import { presentOrder, type OrderView } from './present-order';
import { shipmentQuote } from './shipping-quote';
import { confirmQuantity } from './stock-confirmation';

/** The most characters an idempotency key may have. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export interface CheckoutDeps {
  buyers: BuyerRepository;
  commerceSettings: CommerceSettings;
  checkouts: CheckoutStore;
  paymentMethods: PaymentMethodRepository;
  clock: Clock;
  ids: IdGenerator;
}

export interface CheckoutRequest {
  shipto?: string | null;
  paymentId?: string | null;
  products?: readonly { articleCode: string; sorg: string; qty: number }[] | null;
  notes?: string | null;
  request_delivery_date?: string | null;
  custPoNo?: string | null;
  shipments?: readonly { sorg: string; code: string }[] | null;
  idempotencyKey?: string | null;
}

/** The dictionary key a refused checkout is described by. */
export type CheckoutFailure =
  | 'failed_checkout'
  | 'customer_no_longer_belongs'
  | 'shipto_changed'
  | 'insufficient_order_balance'
  | 'order_exceeds_available_stock';

/** The orders a checkout placed, and whether they are the ones an earlier request under the same key placed. */
export interface CheckoutDone {
  orders: OrderView[];
  replayed: boolean;
}

/** The refusals that name the whole checkout's failure, in the order they take precedence; anything else is a failed checkout. */
const NAMED_FAILURES = ['order_exceeds_available_stock', 'insufficient_order_balance', 'shipto_changed', 'customer_no_longer_belongs'] as const;

/** The failure a refused checkout is described by: stock first, then order balance, the ship-to, the customer, else a failed checkout. */
export function checkoutFailureOf(errors: readonly UserError[]): CheckoutFailure {
  return NAMED_FAILURES.find((failure) => errors.some((error) => error.message === failure)) ?? 'failed_checkout';
}

type Payload = ReturnType<typeof toCheckoutPayload<{ articleCode: string; sorg: string; qty: number }, { sorg: string; code: string }>>;

/** Refusals of the request itself, before anything is read: the domain's checkout validation and the key. */
function validateRequest(request: CheckoutRequest, canCheckout: boolean, today: string): { errors: UserError[]; payload: Payload; key: string } {
  const products = (request.products ?? []).map((product) => ({ articleCode: product.articleCode.trim(), sorg: product.sorg.trim(), qty: product.qty }));
  const shipments = (request.shipments ?? []).map((shipment) => ({ sorg: shipment.sorg.trim(), code: shipment.code.trim() }));
  const draft = {
    shipto: request.shipto,
    paymentId: request.paymentId,
    products,
    custPoNo: request.custPoNo,
    notes: request.notes,
    request_delivery_date: request.request_delivery_date,
    shipments,
  };
  const errors = validateCheckout(draft, { canCheckout }).map((error) => userError(error.field, error.message, error.values));
  const key = (request.idempotencyKey ?? '').trim();
  if (key === '') errors.push(userError('idempotencyKey', 'required'));
  else if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) errors.push(userError('idempotencyKey', 'max_characters', { max: IDEMPOTENCY_KEY_MAX_LENGTH }));
  const seen = new Set<string>();
  products.forEach((product, index) => {
    const id = `${product.sorg}:${product.articleCode}`;
    if (seen.has(id)) errors.push(userError(`products.${index}.articleCode`, 'duplicate_product'));
    seen.add(id);
  });
  const shipmentSorgs = new Set<string>();
  shipments.forEach((shipment, index) => {
    if (shipmentSorgs.has(shipment.sorg)) errors.push(userError(`shipments.${index}.sorg`, 'duplicate_shipment'));
    shipmentSorgs.add(shipment.sorg);
  });
  const payload = toCheckoutPayload(draft);
  if (payload.request_delivery_date && payload.request_delivery_date < today && !errors.some((error) => error.field[0] === 'request_delivery_date')) {
    errors.push(userError('request_delivery_date', 'delivery_date_in_past'));
  }
  return { errors, payload, key };
}

async function replay(orders: (checkoutId: string) => Promise<PlacedOrder[]>, completed: CompletedCheckout, precisions: CurrencyPrecisions): Promise<Result<CheckoutDone>> {
  if (!completed.sameRequest) return refused(userError('idempotencyKey', 'idempotency_key_reused'));
  return ok({ orders: (await orders(completed.checkoutId)).map((order) => presentOrder(order, precisions)), replayed: true });
}

/**
 * Checkout: places one order per sales organisation of the products, for the customer the session acts for, in one
 * transaction.
 *
 * The server repeats every check the portal makes: the checkout form (domain checkout validation), the customer
 * still belonging to the user, the ship-to still being the customer's, each article orderable and priced, and each
 * quantity within the order quota, the exact quantity and the available stock under the host's switches. Stock is
 * locked while it is checked and taken, so concurrent checkouts never take more than there is; an order beyond the
 * order limit balance fails with insufficient_order_balance. Any refusal writes nothing.
 *
 * On hosts with pre-orders the units stock cannot cover stay in the cart; the ordered units leave it. The
 * idempotency key makes a repeated request (a double click, a retry after a lost answer) answer the orders the first
 * one placed instead of ordering again; the same key with a different request is refused.
 */
export async function checkout(deps: CheckoutDeps, principal: Principal, host: string, request: CheckoutRequest): Promise<Result<CheckoutDone>> {
  const config = await deps.commerceSettings.hostConfig(host);
  const now = deps.clock.now();
  const today = dayOf(now);
  const { errors, payload, key } = validateRequest(request, config.canCheckout, today);
  if (errors.length > 0) return refused(...errors);
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return refused(userError('custCode', buyer.error));
  if (!(await paymentMethodOffered(deps, buyer.value, payload))) return refused(userError('paymentId', 'invalid_payment_method'));

  // Read before the transaction: inside it, only the unit of work may touch the database.
  const precisions = precisionsOf(Object.values(await deps.commerceSettings.currencies()));
  const fingerprint = JSON.stringify({ customer: buyer.value.customerId, ...payload });
  const completed = await deps.checkouts.completedCheckout(principal.userId, key, fingerprint);
  if (completed) return replay((id) => deps.checkouts.ordersOfCheckout(id), completed, precisions);

  const checkoutId = deps.ids.newId();
  return deps.checkouts.transaction(
    async (uow) => {
      const claim = await uow.claimIdempotencyKey({ userId: principal.userId, key, request: fingerprint, checkoutId, at: now });
      if (!claim.claimed) return replay((id) => uow.ordersOfCheckout(id), claim, precisions);
      return placeOrders(deps, uow, { buyer: buyer.value, payload, checkoutId, now, today, config, precisions });
    },
    (outcome) => outcome.ok && !outcome.value.replayed,
  );
}

/**
 * The payment method is one the checkout offers this customer for the sales organisations of this cart: a method
 * of the order module, with a merchant, that needs no instrument (the checkout collects none).
 */
async function paymentMethodOffered(deps: Pick<CheckoutDeps, 'paymentMethods'>, buyer: Buyer, payload: Payload): Promise<boolean> {
  const sorgs = [...new Set(payload.products.map((product) => product.sorg))].filter((sorg) => buyer.sorgs.includes(sorg));
  if (sorgs.length === 0) return false;
  const offered = await deps.paymentMethods.methods(sorgs, 'order');
  return offered.some((method) => method.id === payload.paymentId && method.merchants.length > 0 && methodAvailableIn('order', method.type));
}

interface Placement {
  buyer: Buyer;
  payload: Payload;
  checkoutId: string;
  now: Date;
  today: string;
  config: Awaited<ReturnType<CommerceSettings['hostConfig']>>;
  precisions: CurrencyPrecisions;
}

interface OrderedLine {
  index: number;
  article: ArticleRecord;
  price: PriceRecord;
  qty: number;
  stock: StockRecord[];
}

async function placeOrders(deps: Pick<CheckoutDeps, 'ids'>, uow: CheckoutUnitOfWork, placement: Placement): Promise<Result<CheckoutDone>> {
  const { buyer, payload, today, config } = placement;
  const shipTo = await uow.shipTo(buyer.customerId, payload.shipto);
  if (!shipTo) return refused(userError('shipto', 'shipto_changed'));

  const products = payload.products;
  const errors: UserError[] = [];
  const sold = products.filter((product) => buyer.sorgs.includes(product.sorg));
  const articles = sold.length > 0 ? await uow.catalogue.articlesByCodes(sold) : [];
  const find = (product: { articleCode: string; sorg: string }) => articles.find((article) => article.articleCode === product.articleCode && article.sorg === product.sorg);
  const keys = articles.map(({ productId, sorg }) => ({ productId, sorg }));
  const prices = new Map((keys.length > 0 ? await uow.catalogue.prices(keys, buyer.customerId, today) : []).map((price) => [articleKey(price), price]));
  products.forEach((product, index) => {
    const article = find(product);
    if (!article) return errors.push(userError(`products.${index}.articleCode`, 'article_not_found'));
    const problem = orderabilityProblem(article, prices.has(articleKey(article)));
    return problem ? errors.push(userError(`products.${index}.articleCode`, problem)) : undefined;
  });
  if (errors.length > 0) return refused(...errors);

  const stock = await uow.lockStock(keys);
  const limits = await uow.lockOrderLimits(buyer.customerId, keys);
  const rules = quantityRulesOf(config);
  const ordered: OrderedLine[] = [];
  products.forEach((product, index) => {
    const article = find(product)!;
    const locations = stock.filter((record) => record.productId === article.productId && record.sorg === article.sorg);
    const outcome = checkLineQuantity(product.qty, { orderQuota: article.orderQuota, exactQty: article.exactQty, available: totalAvailable(locations) }, rules, 'checkout');
    if (!outcome.ok) return errors.push(userError(`products.${index}.qty`, outcome.message.key, outcome.message.values));
    const qty = outcome.split.readyToShip;
    const limit = limits.find((each) => each.productId === article.productId && each.sorg === article.sorg);
    if (limit && limit.orderedQty + qty > limit.limitQty) {
      return errors.push(userError(`products.${index}.qty`, 'insufficient_order_balance', { balance: Math.max(0, limit.limitQty - limit.orderedQty) }));
    }
    if (qty > 0) ordered.push({ index, article, price: prices.get(articleKey(article))!, qty, stock: locations });
    return undefined;
  });
  if (errors.length > 0) return refused(...errors);
  if (ordered.length === 0) return refused(userError('products', 'nothing_ready_to_ship'));

  const sorgs = [...new Set(ordered.map((line) => line.article.sorg))].sort();
  const rates = await uow.shipmentRates(sorgs);
  const shipments = payload.shipments ?? [];
  shipments.forEach((shipment, index) => {
    if (!sorgs.includes(shipment.sorg)) errors.push(userError(`shipments.${index}.sorg`, 'invalid_shipment'));
    else if (!rates.some((rate) => rate.sorg === shipment.sorg && rate.code === shipment.code)) errors.push(userError(`shipments.${index}.code`, 'invalid_shipment'));
  });
  if (errors.length > 0) return refused(...errors);

  const { precisions } = placement;
  const priced = priceCart(
    ordered.map((line) => ({ sorg: line.article.sorg, quantity: line.qty, terms: toPriceTerms(line.price) })),
    precisions,
  );
  const fromDay = payload.request_delivery_date && payload.request_delivery_date > today ? payload.request_delivery_date : today;
  const schedules = ordered.map((line) => confirmQuantity(line.stock, line.qty, fromDay));
  const takes = ordered.flatMap((line, position) => schedules[position]!.takes.map((take) => ({ productId: line.article.productId, location: take.location, qty: take.qty })));
  if (!(await uow.takeStock(takes))) return refused(userError('products', 'order_exceeds_available_stock'));

  const placed: PlacedOrder[] = [];
  for (const sorg of sorgs) {
    const positions = ordered.map((line, position) => ({ line, position })).filter(({ line }) => line.article.sorg === sorg);
    const total = priced.totals.bySorg.find((part) => part.sorg === sorg)!;
    const precision = precisionOf(total.currency, precisions);
    const choice = shipments.find((shipment) => shipment.sorg === sorg);
    const rate = choice ? rates.find((each) => each.sorg === sorg && each.code === choice.code) : undefined;
    const order: NewOrder = {
      id: deps.ids.newId(),
      checkoutId: placement.checkoutId,
      customerId: buyer.customerId,
      userId: buyer.userId,
      sorg,
      currency: total.currency,
      totalOrder: toDecimalString(total.total, precision),
      totalQty: total.quantity,
      shipTo,
      custPoNo: payload.custPoNo ?? null,
      notes: payload.notes ?? null,
      requestDeliveryDate: payload.request_delivery_date ?? null,
      paymentId: payload.paymentId,
      shipment: rate ? { code: rate.code, name: rate.name, currency: rate.currency, amount: shipmentQuote(rate, total.quantity, precisions).amount } : null,
      createdAt: placement.now,
      lines: positions.map(({ line, position }, lineIndex) => {
        const price = priced.lines[position]!;
        return {
          lineNo: lineIndex + 1,
          productId: line.article.productId,
          articleCode: line.article.articleCode,
          name: line.article.name,
          uom: line.article.uom,
          qty: line.qty,
          qtyFromStock: schedules[position]!.takes.reduce((sum, take) => sum + take.qty, 0),
          unitDealer: line.price.dealer,
          unitNet: toDecimalString(price.unitNet),
          gross: toDecimalString(price.gross),
          discount: toDecimalString(price.discount),
          net: toDecimalString(price.net),
          salesDealNo: price.appliedDeal?.salesDealNo ?? null,
        };
      }),
      confirmations: positions.flatMap(({ position }, lineIndex) => schedules[position]!.confirmations.map((confirmation) => ({ ...confirmation, lineNo: lineIndex + 1 }))),
    };
    placed.push(await uow.insertOrder(order));
  }
  const quantities = ordered.map((line) => ({ productId: line.article.productId, sorg: line.article.sorg, qty: line.qty }));
  const limited = quantities.filter((line) => limits.some((limit) => limit.productId === line.productId && limit.sorg === line.sorg));
  if (limited.length > 0) await uow.useOrderLimits(buyer.customerId, limited, placement.now);
  await uow.recordPurchases(buyer.customerId, quantities, placement.now);
  await uow.removeFromCart(buyer.userId, buyer.customerId, quantities);
  return ok({ orders: placed.map((order) => presentOrder(order, precisions)), replayed: false });
}
