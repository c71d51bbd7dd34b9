import { compare, equals, isDecimalString, money, toDecimalString, type Money } from '../money/money';
import { isPositiveInvoice, type OpenInvoice } from '../invoices/open-invoice';

/** The smallest amount a partial payment may be, in whole currency units (spec 001 §5 and §9). */
export const PARTIAL_PAYMENT_MINIMUM = '1';

/**
 * Whether the dealer may pay less than the selected total: only where the host allows partial payment
 * (config allowPartialPayment) and exactly one positive invoice line is selected. Deductions may be selected
 * beside it; with two invoices it would be unclear which one the money settles.
 */
export function partialPaymentAvailable(config: { allowPartialPayment: boolean }, selected: readonly Pick<OpenInvoice, 'accountingAmount'>[]): boolean {
  return config.allowPartialPayment && selected.filter(isPositiveInvoice).length === 1;
}

/**
 * Dictionary keys of a refused amount: `minimum_amount` ('The minimum amount is 1'), `maximum_amount`
 * ('The maximum amount is {total}') and `invalid_amount` (not a plain decimal, or more decimals than the
 * currency has).
 */
export type PaymentAmountError =
  | { key: 'minimum_amount'; values: { minimum: string } }
  | { key: 'maximum_amount'; values: { total: string } }
  | { key: 'invalid_amount'; values: Record<string, never> };

/**
 * The amount a payment request is for. A payment is partial when it is for less than the selected total;
 * a partial payment earns no discount (see discounts.ts).
 */
export interface PaymentAmount {
  amount: Money;
  isPartial: boolean;
}

/** What judging an amount needs: whether partial payment is available, and the currency's decimals. */
export interface PaymentAmountContext {
  partialAllowed: boolean;
  precision: number;
}

/**
 * The amount the dealer pays, from what they entered:
 * - without partial payment, or with nothing entered, the selected total (entry is ignored: there is no field);
 * - an entry equal to the selected total is a full payment;
 * - any other entry is partial and must be at least {@link PARTIAL_PAYMENT_MINIMUM} and at most the selected
 *   total, written as a plain decimal with no more decimals than the currency keeps.
 * `selectedTotal` is the combined total of the selected lines, deductions included.
 */
export function judgePaymentAmount(
  entered: string | null | undefined,
  selectedTotal: Money,
  context: PaymentAmountContext,
): { ok: true; value: PaymentAmount } | { ok: false; error: PaymentAmountError } {
  const text = (entered ?? '').trim();
  if (!context.partialAllowed || text === '') return { ok: true, value: { amount: selectedTotal, isPartial: false } };
  if (!isDecimalString(text)) return { ok: false, error: { key: 'invalid_amount', values: {} } };
  const amount = money(text, selectedTotal.currency);
  if (equals(amount, selectedTotal)) return { ok: true, value: { amount: selectedTotal, isPartial: false } };
  if (amount.amount.decimalPlaces() > context.precision) return { ok: false, error: { key: 'invalid_amount', values: {} } };
  if (compare(amount, money(PARTIAL_PAYMENT_MINIMUM, amount.currency)) < 0) return { ok: false, error: { key: 'minimum_amount', values: { minimum: PARTIAL_PAYMENT_MINIMUM } } };
  if (compare(amount, selectedTotal) > 0) return { ok: false, error: { key: 'maximum_amount', values: { total: toDecimalString(selectedTotal) } } };
  return { ok: true, value: { amount, isPartial: true } };
}
