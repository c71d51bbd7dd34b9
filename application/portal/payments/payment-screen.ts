import { addDays, type CalendarDay } from '../../../domain/dates/calendar-day';
import { isInvoiceSelected, judgeSelection, type InvoicePaymentRule, type InvoiceSelection, type PaymentRequestBlocker, type WrongSelection } from '../../../domain/invoices/selection';
import { toDecimalString, type Money } from '../../../domain/money/money';
import { paymentTotals } from '../../../domain/payments/discounts';
import { judgePaymentAmount, partialPaymentAvailable, type PaymentAmountError } from '../../../domain/payments/partial-payment';
import { instrumentKindOf } from '../../../domain/payments/payment-instrument';
import type { InvoiceLine, OpenInvoiceCompanySummary } from '../invoices/ports';
import type { PaymentMerchantOption, PaymentMethodOption, SavedPaymentOption } from './ports';

/**
 * A payer of one company with open lines: payment requests are made per payer and company, so the screen pays the
 * lines of one of them at a time, a page at a time. `key` is `{companyCode}/{payerCode}`.
 */
export interface PaymentPayer {
  key: string;
  companyCode: string;
  companyName: string;
  payerCode: string;
  payerName: string;
  currency: string;
  /** The sales organisation the company's invoices are in: its payment methods are offered. */
  sorg: string;
  payableCount: number;
  notPayableCount: number;
}

/** The payers of the open invoices that have lines, in the order the service lists them. */
export function paymentPayersOf(companies: readonly OpenInvoiceCompanySummary[]): PaymentPayer[] {
  return companies.flatMap((company) =>
    company.creditCustomers
      .filter((customer) => customer.payableCount + customer.notPayableCount > 0)
      .map((customer) => ({
        key: `${company.companyCode}/${customer.payerCode}`,
        companyCode: company.companyCode,
        companyName: company.companyName,
        payerCode: customer.payerCode,
        payerName: customer.payerName,
        currency: customer.currency,
        sorg: company.sorg,
        payableCount: customer.payableCount,
        notPayableCount: customer.notPayableCount,
      })),
  );
}

/** The payment methods and saved payments a payer may pay with. */
export interface PaymentOptions {
  methods: PaymentMethodOption[];
  /** Saved payments of merchants among the methods (others cannot pay these invoices). */
  saved: SavedPaymentOption[];
}

/** How the dealer pays: with a saved payment, or with a method's merchant (entering a card or account if immediate). */
export type PaymentChoice = { kind: 'saved'; savedPaymentId: string } | { kind: 'merchant'; merchantId: string };

/** The chosen method and merchant, and the saved payment when one is chosen. */
export interface ChosenPayment {
  method: PaymentMethodOption;
  merchant: PaymentMerchantOption;
  saved: SavedPaymentOption | null;
}

export function chosenPayment(options: PaymentOptions | null, choice: PaymentChoice | null): ChosenPayment | null {
  if (!options || !choice) return null;
  const saved = choice.kind === 'saved' ? (options.saved.find((candidate) => candidate.id === choice.savedPaymentId) ?? null) : null;
  const merchantId = choice.kind === 'saved' ? saved?.merchantId : choice.merchantId;
  for (const method of options.methods) {
    const merchant = method.merchants.find((candidate) => candidate.id === merchantId);
    if (merchant && (choice.kind === 'merchant' || saved)) return { method, merchant, saved };
  }
  return null;
}

/**
 * The service's today in the invoices' sales organisation, read from a line: `overdue` is the days from that
 * today to the due date. The screen judges the payment order on the same day as the service, whatever the
 * browser's clock or time zone says. Null without lines.
 */
export function serviceToday(lines: readonly Pick<InvoiceLine, 'dueDate' | 'overdue'>[]): CalendarDay | null {
  const line = lines[0];
  return line ? addDays(line.dueDate, -line.overdue) : null;
}

/**
 * Why the payment request cannot be submitted yet: the domain's blockers of the selection, then no payment method
 * chosen, then a refused partial amount.
 */
export type PaymentScreenBlocker = PaymentRequestBlocker | 'payment_method_required' | 'invalid_payment_amount';

/** The payment screen's figures as decimal strings at the currency's precision. */
export interface PaymentScreenTotals {
  totalBeforeDiscount: string;
  earlyPaymentDiscount: string;
  freightAllowance: string;
  paymentMethodDiscount: string;
  totalDiscount: string;
  toPay: string;
  isPartial: boolean;
  /** Invoices with only some installments selected: their discounts do not count. */
  incompleteInvoices: string[];
}

/** Everything the payment screen shows, judged by the domain from the lines, the selection and the choices. */
export interface PaymentScreen {
  /** The selected lines among those given. */
  selectedIds: string[];
  /** Wrongly selected lines by line id, with the reason. */
  wrong: Record<string, WrongSelection>;
  blockers: PaymentScreenBlocker[];
  canSubmit: boolean;
  partialAvailable: boolean;
  amountError: PaymentAmountError | null;
  /** The partial amount to send, or null for the selected total. */
  partialAmount: string | null;
  totals: PaymentScreenTotals;
  /** The instrument to enter: for an immediate method chosen without a saved payment. */
  instrumentKind: 'card' | 'ach' | null;
  today: CalendarDay | null;
}

export interface PaymentScreenInput {
  /**
   * The lines the selection is judged over: at least its facts (domain selectionFacts), so the verdict and the
   * totals are those of the payer's whole ledger; the lines on show may come with them.
   */
  lines: readonly InvoiceLine[];
  currency: string;
  precision: number;
  selection: InvoiceSelection;
  rules: { invoicePaymentRule: InvoicePaymentRule; allowPartialPayment: boolean };
  payment: ChosenPayment | null;
  /** The partial amount as typed. */
  enteredAmount: string;
}

function decimal(amount: Money, precision: number): string {
  return toDecimalString(amount, precision);
}

/**
 * The payment screen of a payer, live: the selection judged by the host's payment-order rule, the partial amount
 * judged when partial payment is available, the totals with their discounts, and what still blocks the request.
 * The same domain functions judge the request again in the service.
 */
export function paymentScreen(input: PaymentScreenInput): PaymentScreen {
  const { lines, currency, precision, selection } = input;
  const today = serviceToday(lines);
  const selectedIds = lines.filter((line) => isInvoiceSelected(selection, line)).map((line) => line.id);
  const verdict = judgeSelection(lines, selection, { rule: input.rules.invoicePaymentRule, today: today ?? '1970-01-01', currency });
  const partialAvailable = partialPaymentAvailable(input.rules, verdict.selected);
  const amount = verdict.total.amount.greaterThan(0) ? judgePaymentAmount(input.enteredAmount, verdict.total, { partialAllowed: partialAvailable, precision }) : null;
  const partial = amount?.ok && amount.value.isPartial ? amount.value.amount : null;
  const totals = paymentTotals({
    openInvoices: lines,
    selection,
    paymentDiscountRate: input.payment?.merchant.paymentDiscount ?? null,
    partialAmount: partial,
    currency,
    precision,
  });
  const amountError = amount && !amount.ok ? amount.error : null;
  const blockers: PaymentScreenBlocker[] = [...verdict.blockers];
  if (!input.payment) blockers.push('payment_method_required');
  if (amountError) blockers.push('invalid_payment_amount');
  return {
    selectedIds,
    wrong: Object.fromEntries(verdict.wrong.map((wrong) => [wrong.id, wrong])),
    blockers,
    canSubmit: blockers.length === 0,
    partialAvailable,
    amountError,
    partialAmount: partial ? toDecimalString(partial) : null,
    totals: {
      totalBeforeDiscount: decimal(totals.totalBeforeDiscount, precision),
      earlyPaymentDiscount: decimal(totals.earlyPaymentDiscount, precision),
      freightAllowance: decimal(totals.freightAllowance, precision),
      paymentMethodDiscount: decimal(totals.paymentMethodDiscount, precision),
      totalDiscount: decimal(totals.totalDiscount, precision),
      toPay: partial ? toDecimalString(partial) : decimal(totals.toPay, precision),
      isPartial: totals.isPartial,
      incompleteInvoices: totals.incompleteInvoices,
    },
    instrumentKind: input.payment && !input.payment.saved ? instrumentKindOf(input.payment.method.type) : null,
    today,
  };
}
