/** The most characters a purchase-order (PO) number may have (spec 001 §5). */
export const PO_NUMBER_MAX_LENGTH = 35;
/** The most characters the order notes may have. */
export const NOTES_MAX_LENGTH = 100;
/** The fewest units a checked-out line may order. */
export const MIN_LINE_QUANTITY = 1;

/** Dictionary keys of the messages checkout validation answers. */
export const CHECKOUT_MESSAGE_KEYS = ['required', 'po_number_max_length', 'notes_max_length', 'quantity_min', 'valid_date', 'checkout_disabled'] as const;
export type CheckoutMessageKey = (typeof CHECKOUT_MESSAGE_KEYS)[number];

/**
 * A refused checkout field, in the shape of the checkout call's userErrors: the field (as named in the call, a
 * product's quantity as `products.{index}.qty`) and the dictionary key of the message. `values` carries what
 * the message may interpolate.
 */
export interface CheckoutError {
  field: string;
  message: CheckoutMessageKey;
  values?: Record<string, number>;
}

/** What checkout needs of a product line; the rest of the line travels as it is. */
export interface CheckoutProduct {
  qty: number;
}

/**
 * The checkout form as filled in, with the checkout call's field names: the ship-to address (shipto), payment
 * (paymentId) and products are required; the purchase-order number (custPoNo), notes, requested delivery date
 * (ISO YYYY-MM-DD) and chosen shipments are optional.
 */
export interface CheckoutDraft<P extends CheckoutProduct = CheckoutProduct, S = unknown> {
  shipto: string | null | undefined;
  paymentId: string | null | undefined;
  products: readonly P[];
  custPoNo?: string | null;
  notes?: string | null;
  request_delivery_date?: string | null;
  shipments?: readonly S[] | null;
}

/** The checkout call's arguments: text trimmed, and every optional field that is empty left out. */
export interface CheckoutPayload<P extends CheckoutProduct = CheckoutProduct, S = unknown> {
  shipto: string;
  paymentId: string;
  products: P[];
  custPoNo?: string;
  notes?: string;
  request_delivery_date?: string;
  shipments?: S[];
}

/** The host switch that allows checkout at all (config canCheckout). */
export interface CheckoutRules {
  canCheckout: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A field's text with surrounding white space removed; missing text is empty. */
function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Length in characters as a person counts them (code points, so an emoji is one). */
function characters(value: string): number {
  return [...value].length;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether a value is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

/** A product quantity checkout accepts: a whole number of at least {@link MIN_LINE_QUANTITY}. */
export function isCheckoutQuantity(qty: number): boolean {
  return Number.isSafeInteger(qty) && qty >= MIN_LINE_QUANTITY;
}

/**
 * Every reason a checkout is refused, in field order; none means the checkout may be sent. Text is judged
 * trimmed, so a field of blanks counts as empty. Checkout needs the host to allow it (canCheckout), a ship-to,
 * a payment and at least one product; each product at least one whole unit; a PO number of at most
 * {@link PO_NUMBER_MAX_LENGTH} and notes of at most {@link NOTES_MAX_LENGTH} characters; and a requested delivery
 * date, when given, that is a real date. Which delivery dates are bookable is the service's to decide.
 */
export function validateCheckout(draft: CheckoutDraft, rules: CheckoutRules = { canCheckout: true }): CheckoutError[] {
  const errors: CheckoutError[] = [];
  if (!rules.canCheckout) errors.push({ field: 'checkout', message: 'checkout_disabled' });
  if (clean(draft.shipto) === '') errors.push({ field: 'shipto', message: 'required' });
  if (clean(draft.paymentId) === '') errors.push({ field: 'paymentId', message: 'required' });
  if (draft.products.length === 0) errors.push({ field: 'products', message: 'required' });
  draft.products.forEach((product, index) => {
    if (!isCheckoutQuantity(product.qty)) errors.push({ field: `products.${index}.qty`, message: 'quantity_min', values: { min: MIN_LINE_QUANTITY } });
  });
  if (characters(clean(draft.custPoNo)) > PO_NUMBER_MAX_LENGTH) errors.push({ field: 'custPoNo', message: 'po_number_max_length', values: { max: PO_NUMBER_MAX_LENGTH } });
  if (characters(clean(draft.notes)) > NOTES_MAX_LENGTH) errors.push({ field: 'notes', message: 'notes_max_length', values: { max: NOTES_MAX_LENGTH } });
  const date = clean(draft.request_delivery_date);
  if (date !== '' && !isIsoDate(date)) errors.push({ field: 'request_delivery_date', message: 'valid_date' });
  return errors;
}

/**
 * The checkout call's arguments from a draft: text trimmed, and the optional fields that are empty (missing,
 * blank, or an empty shipment list) left out rather than sent empty. It does not validate; see
 * {@link prepareCheckout}.
 */
export function toCheckoutPayload<P extends CheckoutProduct, S>(draft: CheckoutDraft<P, S>): CheckoutPayload<P, S> {
  const custPoNo = clean(draft.custPoNo);
  const notes = clean(draft.notes);
  const date = clean(draft.request_delivery_date);
  const shipments = draft.shipments ?? [];
  return {
    shipto: clean(draft.shipto),
    paymentId: clean(draft.paymentId),
    products: [...draft.products],
    ...(custPoNo === '' ? {} : { custPoNo }),
    ...(notes === '' ? {} : { notes }),
    ...(date === '' ? {} : { request_delivery_date: date }),
    ...(shipments.length === 0 ? {} : { shipments: [...shipments] }),
  };
}

/** Validates a draft and, when nothing is refused, gives the payload to send. */
export function prepareCheckout<P extends CheckoutProduct, S>(
  draft: CheckoutDraft<P, S>,
  rules: CheckoutRules = { canCheckout: true },
): { ok: true; payload: CheckoutPayload<P, S> } | { ok: false; errors: CheckoutError[] } {
  const errors = validateCheckout(draft, rules);
  return errors.length === 0 ? { ok: true, payload: toCheckoutPayload(draft) } : { ok: false, errors };
}
