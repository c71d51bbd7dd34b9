import { isIsoDate, NOTES_MAX_LENGTH } from '../../../domain/checkout/checkout-validation';
import { isDecimalString, money, precisionOf, precisionsOf, toDecimalString } from '../../../domain/money/money';
import { priceCart } from '../../../domain/pricing/cart-totals';
import { thirdPartyLineProblem, type ThirdPartyProductErrorKey } from '../../../domain/third-party/line-check';
import { err, ok, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import { resolveBuyer } from '../catalogue/buyer';
import type { BuyerRepository, CommerceSettings, IdGenerator } from '../catalogue/article-ports';
import { dayOf } from '../catalogue/product-views';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../cart/checkout';
import type { Clock } from '../shared/ports';
import type { ThirdPartyCheckoutStore, ThirdPartyCheckoutUnitOfWork, ThirdPartyOrderRecord, ThirdPartyProductRecord, ThirdPartyRepository, VendorRecord } from './ports';

export interface ThirdPartyCheckoutDeps {
  buyers: BuyerRepository;
  commerceSettings: CommerceSettings;
  thirdParty: ThirdPartyRepository;
  thirdPartyCheckouts: ThirdPartyCheckoutStore;
  clock: Clock;
  ids: IdGenerator;
}

export interface ThirdPartyCheckoutRequest {
  vendorId: string;
  products: readonly { articleCode: string; qty: number; price: string }[];
  reqDeliveryDate?: string | null;
  notes?: string | null;
  idempotencyKey: string;
}

/** A line the vendor cannot serve as the dealer saw it: the quantity, its subtotal at the price seen, the article now, and why. */
export interface ThirdPartyProductError {
  qty: number;
  subtotal: string;
  product: ThirdPartyProductRecord | null;
  articleCode: string;
  message: ThirdPartyProductErrorKey;
  values: Record<string, string>;
}

export interface ThirdPartyCheckoutRefusal {
  userErrors: UserError[];
  productErrors: ThirdPartyProductError[];
}

export interface ThirdPartyCheckoutDone {
  order: ThirdPartyOrderRecord;
  replayed: boolean;
}

const refuse = (userErrors: UserError[], productErrors: ThirdPartyProductError[] = []) => err<ThirdPartyCheckoutRefusal>({ userErrors, productErrors });

function validate(request: ThirdPartyCheckoutRequest, today: string): UserError[] {
  const errors: UserError[] = [];
  const key = request.idempotencyKey.trim();
  if (key === '') errors.push(userError('idempotencyKey', 'required'));
  else if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) errors.push(userError('idempotencyKey', 'max_characters', { max: IDEMPOTENCY_KEY_MAX_LENGTH }));
  if (request.products.length === 0) errors.push(userError('products', 'required'));
  const seen = new Set<string>();
  request.products.forEach((product, index) => {
    const code = product.articleCode.trim().toUpperCase();
    if (seen.has(code)) errors.push(userError(`products.${index}.articleCode`, 'duplicate_product'));
    seen.add(code);
    if (!isDecimalString(product.price.trim())) errors.push(userError(`products.${index}.price`, 'third_party_price_invalid'));
  });
  const date = (request.reqDeliveryDate ?? '').trim();
  if (date !== '' && !isIsoDate(date)) errors.push(userError('reqDeliveryDate', 'valid_date'));
  else if (date !== '' && date < today) errors.push(userError('reqDeliveryDate', 'delivery_date_in_past'));
  if ((request.notes ?? '').trim().length > NOTES_MAX_LENGTH) errors.push(userError('notes', 'notes_max_length'));
  return errors;
}

async function replay(uow: ThirdPartyCheckoutUnitOfWork, claim: { checkoutId: string; sameRequest: boolean }): Promise<Result<ThirdPartyCheckoutDone, ThirdPartyCheckoutRefusal>> {
  if (!claim.sameRequest) return refuse([userError('idempotencyKey', 'idempotency_key_reused')]);
  const order = await uow.orderOfCheckout(claim.checkoutId);
  return order ? ok({ order, replayed: true }) : refuse([userError('idempotencyKey', 'idempotency_key_reused')]);
}

/**
 * Third-party checkout (checkoutThirdParty): places one order with one vendor for the customer the session buys
 * for, delivered to the vendor's address for that customer.
 *
 * The vendor's articles are locked while they are checked. Under the host's switches (checkStock3rdParty,
 * checkPrice3rdParty) each line is compared with the vendor's stock and price now (domain/third-party/line-check);
 * a line that changed meanwhile comes back as a product error and nothing is ordered. Lines are priced and summed
 * with the main cart's pricing (domain/pricing), at the vendor's price now. With the stock check on, ordered units
 * leave the vendor's stock. Like the main checkout, the idempotency key answers a repeated request with the order the
 * first one placed, and refuses the key with a different request.
 */
export async function checkoutThirdParty(
  deps: ThirdPartyCheckoutDeps,
  principal: Principal,
  host: string,
  request: ThirdPartyCheckoutRequest,
): Promise<Result<ThirdPartyCheckoutDone, ThirdPartyCheckoutRefusal>> {
  const now = deps.clock.now();
  const errors = validate(request, dayOf(now));
  if (errors.length > 0) return refuse(errors);
  const buyer = await resolveBuyer(deps, principal);
  if (!buyer.ok) return refuse([userError('custCode', buyer.error)]);
  const vendor = (await deps.thirdParty.vendorsIn(buyer.value.sorgs)).find((candidate) => candidate.id === request.vendorId.trim());
  if (!vendor) return refuse([userError('vendorId', 'third_party_vendor_unknown')]);
  const address = await deps.thirdParty.vendorAddress(vendor.id, buyer.value.customerId);
  if (!address) return refuse([userError('vendorId', 'third_party_address_missing')]);

  const config = await deps.commerceSettings.hostConfig(host);
  const rules = { checkStock: config.checkStock3rdParty, checkPrice: config.checkPrice3rdParty };
  const currencies = await deps.commerceSettings.currencies();
  const precisions = precisionsOf(Object.values(currencies));
  const lines = request.products.map((product) => ({ articleCode: product.articleCode.trim(), qty: product.qty, price: product.price.trim() }));
  const reqDeliveryDate = (request.reqDeliveryDate ?? '').trim() || null;
  const fingerprint = JSON.stringify({ operation: 'checkoutThirdParty', customer: buyer.value.customerId, vendor: vendor.id, lines, reqDeliveryDate });
  const checkoutId = deps.ids.newId();

  return deps.thirdPartyCheckouts.transaction(
    async (uow) => {
      const claim = await uow.claimIdempotencyKey({ userId: principal.userId, key: request.idempotencyKey.trim(), request: fingerprint, checkoutId, at: now });
      if (!claim.claimed) return replay(uow, claim);
      const offers = await uow.lockProducts(vendor.id, lines.map((line) => line.articleCode));
      const offerOf = (code: string) => offers.find((offer) => offer.articleCode.toUpperCase() === code.toUpperCase());
      const currency = currencies[vendor.sorg]?.display ?? offers[0]?.currency ?? '';
      const productErrors = lines.flatMap((line): ThirdPartyProductError[] => {
        const offer = offerOf(line.articleCode);
        const seen = money(line.price, currency);
        const problem = thirdPartyLineProblem({ articleCode: line.articleCode, qty: line.qty, price: seen }, offer && { stock: offer.stock, price: money(offer.price, currency) }, rules);
        if (!problem) return [];
        const subtotal = Number.isSafeInteger(line.qty) && line.qty > 0 ? priceCart([{ sorg: vendor.sorg, quantity: line.qty, terms: { dealer: seen, discount: null, tiers: [] } }], precisions).lines[0]!.net : money('0', currency);
        return [{ qty: line.qty, subtotal: toDecimalString(subtotal), product: offer ?? null, articleCode: line.articleCode, ...problem }];
      });
      if (productErrors.length > 0) return refuse([], productErrors);
      return ok({ order: await placeOrder(deps, uow, { vendor, lines: lines.map((line) => ({ line, offer: offerOf(line.articleCode)! })), currency, precisions, checkStock: rules.checkStock }, { checkoutId, customerId: buyer.value.customerId, userId: principal.userId, address, reqDeliveryDate, now }), replayed: false });
    },
    (outcome) => outcome.ok && !outcome.value.replayed,
  );
}

interface Pricing {
  vendor: VendorRecord;
  lines: { line: { articleCode: string; qty: number }; offer: ThirdPartyProductRecord }[];
  currency: string;
  precisions: Record<string, number>;
  checkStock: boolean;
}

async function placeOrder(
  deps: Pick<ThirdPartyCheckoutDeps, 'ids'>,
  uow: ThirdPartyCheckoutUnitOfWork,
  pricing: Pricing,
  placement: { checkoutId: string; customerId: string; userId: string; address: string; reqDeliveryDate: string | null; now: Date },
): Promise<ThirdPartyOrderRecord> {
  const { vendor, lines, currency, precisions } = pricing;
  const priced = priceCart(
    lines.map(({ line, offer }) => ({ sorg: vendor.sorg, quantity: line.qty, terms: { dealer: money(offer.price, currency), discount: null, tiers: [] } })),
    precisions,
  );
  if (pricing.checkStock) await uow.takeStock(lines.map(({ line, offer }) => ({ productId: offer.id, qty: line.qty })));
  const total = priced.totals.bySorg[0]!;
  const id = deps.ids.newId();
  await uow.insertOrder({
    id,
    orderNo: `TP-${id.replace(/-/g, '').slice(0, 10).toUpperCase()}`,
    checkoutId: placement.checkoutId,
    vendorId: vendor.id,
    customerId: placement.customerId,
    userId: placement.userId,
    currency,
    total: toDecimalString(total.total, precisionOf(currency, precisions)),
    deliveryAddress: placement.address,
    reqDeliveryDate: placement.reqDeliveryDate,
    createdAt: placement.now,
    items: lines.map(({ line, offer }, index) => ({
      lineNo: index + 1,
      articleCode: offer.articleCode,
      name: offer.name,
      salesUnit: offer.salesUnit,
      qty: line.qty,
      price: offer.price,
      subtotal: toDecimalString(priced.lines[index]!.net),
    })),
  });
  return (await uow.orderOfCheckout(placement.checkoutId))!;
}
