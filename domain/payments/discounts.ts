import Decimal from 'decimal.js';
import { add, atLeastZero, compare, isDecimalString, max, money, percentage, roundMoney, subtract, sum, zero, type Money } from '../money/money';
import { isPositiveInvoice, lineAmount, byCode, type OpenInvoice } from '../invoices/open-invoice';
import { selectedInvoices, type InvoiceSelection } from '../invoices/selection';

/**
 * Whether a payment method pays at once (immediate payment): its type names ACH (a bank debit) or Credit
 * Card. Other methods, such as a bank transfer to a virtual account, are paid later by the dealer. The names are
 * matched as words, ignoring case, since the type is free text ("US ACH", "Credit Card (Visa)").
 */
export function isImmediatePayment(methodType: string | null | undefined): boolean {
  const type = methodType ?? '';
  return /\bACH\b/i.test(type) || /\bcredit\s+card\b/i.test(type);
}

/**
 * A payment method's discount rate (paymentMerchants.paymentDiscount): a fraction of the total before discount,
 * "0.02" for 2 %. Missing or blank means none. A rate outside 0–1 is a configuration error, refused rather than
 * turned into a surcharge or a payment below zero.
 */
export function paymentDiscountRate(rate: string | null | undefined): Decimal {
  const text = (rate ?? '').trim();
  if (text === '') return new Decimal(0);
  if (!isDecimalString(text)) throw new RangeError(`Not a decimal rate: "${text}"`);
  const value = new Decimal(text);
  if (value.isNegative() || value.greaterThan(1)) throw new RangeError(`A discount rate is between 0 and 1: "${text}"`);
  return value;
}

/** The discounts one invoice earns: its early-payment discount and its freight allowance, each counted once. */
export interface InvoiceDiscount {
  invoiceNo: string;
  earlyPaymentDiscount: Money;
  freightAllowance: Money;
}

/**
 * The payment screen's totals. Every figure is at the currency's precision and they add up:
 * toPay = totalBeforeDiscount − totalDiscount, totalDiscount = early-payment + freight + payment-method.
 */
export interface PaymentTotals {
  /** The combined total of the selected lines, deductions included. */
  totalBeforeDiscount: Money;
  earlyPaymentDiscount: Money;
  freightAllowance: Money;
  paymentMethodDiscount: Money;
  totalDiscount: Money;
  toPay: Money;
  isPartial: boolean;
  /** The invoices whose discounts count, by invoice number. */
  discountedInvoices: InvoiceDiscount[];
  /**
   * Invoice numbers with some but not all of their lines (installments) selected: their discounts do not
   * count yet, and the screen can say why.
   */
  incompleteInvoices: string[];
}

type DiscountLine = Pick<OpenInvoice, 'invoiceNo' | 'assignment' | 'accountingAmount' | 'earlyPaymentDiscount' | 'freightAllowance'>;

/** What the totals need: the payer's open lines (all of them, to see every installment) and the payment. */
export interface PaymentTotalsInput<T extends DiscountLine> {
  openInvoices: readonly T[];
  selection: InvoiceSelection;
  /** The chosen method's discount rate, or null before a method is chosen. */
  paymentDiscountRate: string | null;
  /** The entered amount of a partial payment (see partial-payment.ts), or null for a full payment. */
  partialAmount: Money | null;
  currency: string;
  precision: number;
}

/** The larger of the values an invoice's lines carry; a value below zero counts as none. */
function largest(values: readonly string[], currency: string): Money {
  return values.reduce((largestSoFar, value) => max(largestSoFar, atLeastZero(money(value, currency))), zero(currency));
}

/**
 * The early-payment discounts and freight allowances of a selection. They belong to an invoice, not to a line:
 * an invoice paid in installments repeats them on every installment, so they count once per invoice number, and
 * only when every positive line (installment) of that invoice is selected. The value that counts is the largest
 * on the invoice's lines, so a discount written on one installment only is not lost. Deductions carry none.
 */
export function invoiceDiscounts<T extends DiscountLine>(openInvoices: readonly T[], selection: InvoiceSelection, currency: string): {
  discounted: InvoiceDiscount[];
  incomplete: string[];
} {
  const selected = new Set(selectedInvoices(openInvoices, selection));
  const byInvoice = new Map<string, T[]>();
  for (const line of openInvoices.filter(isPositiveInvoice)) {
    const lines = byInvoice.get(line.invoiceNo) ?? [];
    byInvoice.set(line.invoiceNo, lines);
    lines.push(line);
  }
  const discounted: InvoiceDiscount[] = [];
  const incomplete: string[] = [];
  for (const [invoiceNo, lines] of [...byInvoice.entries()].sort(([a], [b]) => byCode(a, b))) {
    const chosen = lines.filter((line) => selected.has(line)).length;
    if (chosen === 0) continue;
    if (chosen < lines.length) {
      incomplete.push(invoiceNo);
      continue;
    }
    discounted.push({
      invoiceNo,
      earlyPaymentDiscount: largest(lines.map((line) => line.earlyPaymentDiscount), currency),
      freightAllowance: largest(lines.map((line) => line.freightAllowance), currency),
    });
  }
  return { discounted, incomplete };
}

/** The smaller of an amount and what is left, and what is left after it. */
function takeFrom(remaining: Money, wanted: Money): [taken: Money, left: Money] {
  const taken = compare(wanted, remaining) <= 0 ? wanted : remaining;
  return [taken, subtract(remaining, taken)];
}

/**
 * The totals of a payment:
 * - total before discount: the exact combined total of the selected lines;
 * - early-payment discount and freight allowance: summed over the invoices that earn them (see
 *   {@link invoiceDiscounts});
 * - payment-method discount: the method's rate × the exact total before discount.
 * Each figure is rounded once, from its exact value, at the currency's precision, and the amount to pay is the
 * rounded total less the rounded discounts, so the figures on screen add up without another rounding.
 * Discounts never take the amount to pay below zero: they are applied in the order above, each up to what is
 * left. A total of zero or below earns no discount (such a request is refused anyway).
 *
 * A partial payment pays exactly the amount entered and earns no discount: the spec excludes the payment-method
 * discount, and the invoice discounts reward settling the whole invoice, which a partial payment does not.
 */
export function paymentTotals<T extends DiscountLine>(input: PaymentTotalsInput<T>): PaymentTotals {
  const { currency, precision } = input;
  const round = (amount: Money) => roundMoney(amount, precision);
  const selected = selectedInvoices(input.openInvoices, input.selection);
  const exactTotal = sum(currency, selected.map((line) => lineAmount(line, currency)));
  const totalBeforeDiscount = round(exactTotal);
  const { discounted, incomplete } = invoiceDiscounts(input.openInvoices, input.selection, currency);
  const none = zero(currency);

  if (input.partialAmount !== null || !totalBeforeDiscount.amount.greaterThan(0)) {
    return {
      totalBeforeDiscount,
      earlyPaymentDiscount: none,
      freightAllowance: none,
      paymentMethodDiscount: none,
      totalDiscount: none,
      toPay: input.partialAmount ?? totalBeforeDiscount,
      isPartial: input.partialAmount !== null,
      discountedInvoices: [],
      incompleteInvoices: incomplete,
    };
  }

  const rate = paymentDiscountRate(input.paymentDiscountRate);
  const wantedEarly = round(sum(currency, discounted.map((invoice) => invoice.earlyPaymentDiscount)));
  const wantedFreight = round(sum(currency, discounted.map((invoice) => invoice.freightAllowance)));
  const wantedMethod = round(percentage(exactTotal, rate.times(100).toFixed()));
  const [earlyPaymentDiscount, afterEarly] = takeFrom(totalBeforeDiscount, wantedEarly);
  const [freightAllowance, afterFreight] = takeFrom(afterEarly, wantedFreight);
  const [paymentMethodDiscount, toPay] = takeFrom(afterFreight, wantedMethod);
  return {
    totalBeforeDiscount,
    earlyPaymentDiscount,
    freightAllowance,
    paymentMethodDiscount,
    totalDiscount: add(add(earlyPaymentDiscount, freightAllowance), paymentMethodDiscount),
    toPay,
    isPartial: false,
    discountedInvoices: discounted,
    incompleteInvoices: incomplete,
  };
}
