import { isDecimalString, money, type Money } from '../money/money';
import type { CalendarDay } from '../dates/calendar-day';

/**
 * An open invoice line as the accounts-receivable ledger lists it: one accounting document (accountingNo) of
 * an invoice (invoiceNo). Most invoices have one line; an invoice paid in installments has one line per
 * installment, each with its own due date and amount.
 *
 * - `accountingAmount`: what the line is worth, as a decimal string in the payer's currency. Positive lines are
 *   payable (an invoice or an installment of one); negative lines are deductions (credit notes) that lower what
 *   is paid.
 * - `assignment`: the ledger's grouping reference of a payable line; payable lines are selected by it.
 * - `dueDate`: the calendar day the line falls due.
 * - `status`: Open (or none) while payable; Pending Payment or Waiting For Payment once a payment request
 *   covers it (see `invoiceStatusGroup` in due-state.ts).
 * - `earlyPaymentDiscount`, `freightAllowance`: amounts the brand gives back when the whole invoice is paid
 *   (see payments/discounts.ts); repeated on every installment line of the invoice.
 * - `installment`: the installment's number, or null when the invoice is not paid in installments.
 */
export interface OpenInvoice {
  id: string;
  invoiceNo: string;
  accountingNo: string;
  assignment: string;
  installment: number | null;
  dueDate: CalendarDay;
  accountingAmount: string;
  earlyPaymentDiscount: string;
  freightAllowance: string;
  status: string | null;
  companyCode: string;
  payerCode: string;
  payerName: string;
}

/** −1, 0 or 1 as a line's amount is below, at or above zero; read from the decimal string, so no currency is needed. */
export function amountSign(line: Pick<OpenInvoice, 'accountingAmount'>): -1 | 0 | 1 {
  const amount = line.accountingAmount;
  if (!isDecimalString(amount)) throw new RangeError(`Not a decimal amount: "${amount}"`);
  if (!/[1-9]/.test(amount)) return 0; // "-0.00" is zero as well
  return amount.startsWith('-') ? -1 : 1;
}

/** Whether a line is a deduction (a credit note, the spec's "negative invoice"): its amount is below zero. */
export function isDeduction(line: Pick<OpenInvoice, 'accountingAmount'>): boolean {
  return amountSign(line) < 0;
}

/** Whether a line is payable, the spec's "positive invoice": its amount is above zero. */
export function isPositiveInvoice(line: Pick<OpenInvoice, 'accountingAmount'>): boolean {
  return amountSign(line) > 0;
}

/** A line's amount as money in the payer's currency. */
export function lineAmount(line: Pick<OpenInvoice, 'accountingAmount'>, currency: string): Money {
  return money(line.accountingAmount, currency);
}

/** Orders texts by their characters, the same on every runtime and locale. */
export function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
