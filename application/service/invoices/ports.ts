import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { DateRange } from '../../../domain/dates/date-range';
import type { InvoicePaymentRule } from '../../../domain/invoices/selection';
import type { OpenInvoice } from '../../../domain/invoices/open-invoice';

/**
 * One line of the receivables ledger with its invoice's header: the domain's open-invoice line plus what the
 * invoice screens show. Amounts are decimal strings in the invoice's currency; days are YYYY-MM-DD.
 */
export interface InvoiceLineRecord extends OpenInvoice {
  invoiceId: string;
  sorg: string;
  companyName: string;
  currency: string;
  doNo: string | null;
  invoiceDate: CalendarDay;
  fiscalYear: number;
  grandTotal: string;
  tax: string;
  shippingCost: string;
  discount: string;
  recycleFee: string;
  surcharges: string;
  paymentDiscount: string;
  clearingDate: CalendarDay | null;
  notes: string | null;
  detailNotes: string | null;
  terms: string | null;
  expeditionName: string | null;
  expeditionTracking: string | null;
  /** The payment request that covers the line while it is not final. */
  paymentRequestId: string | null;
}

/** An article an invoice bills. */
export interface InvoiceItemRecord {
  lineNo: number;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  brand: string | null;
  uom: string;
  qty: number;
  price: string;
  subTotal: string;
}

/** Narrows a customer's invoices: one payer, some sales organisations, some credit customers (payers). */
export interface InvoiceFilter {
  payerCodes?: readonly string[] | null;
  sorgs?: readonly string[] | null;
}

/** A customer's open lines that share company, payer, currency, due date and status, counted and summed. */
export interface OpenLineSum {
  sorg: string;
  companyCode: string;
  companyName: string;
  payerCode: string;
  payerName: string;
  currency: string;
  dueDate: CalendarDay;
  status: string | null;
  count: number;
  /** The exact sum of the lines' amounts as a decimal string. */
  amount: string;
}

/** What a page of open lines is narrowed to, besides the invoice filter; an absent field narrows nothing. */
export interface OpenLineQuery extends InvoiceFilter {
  companyCode?: string | null;
  currency?: string | null;
  /** Due dates from earliest to latest, both included; null ends are open. */
  dueDates?: { earliest: CalendarDay | null; latest: CalendarDay | null } | null;
  /** The statuses a line may have (null: no status); null or absent lets every status through. */
  statuses?: readonly (string | null)[] | null;
  /** Text the invoice, accounting or assignment number contains, case aside. */
  search?: string | null;
}

/** An open line with the highest installment number among its invoice's open lines ("2 of 3"); null when not in installments. */
export interface OpenLineRecord extends InvoiceLineRecord {
  installmentCount: number | null;
}

/** The average number of days from invoice date to clearing, over the invoices cleared in one year. */
export interface PaymentDaysOfYear {
  year: number;
  /** Exact average as a decimal string. */
  averageDays: string;
  invoices: number;
}

export interface InvoiceRepository {
  /** The customer's lines not yet cleared, whatever their status, oldest due first. */
  openLines(customerId: string, filter: InvoiceFilter): Promise<InvoiceLineRecord[]>;
  /**
   * The customer's open lines counted and summed by company, payer, currency, status and ageing bucket on `agedOn`,
   * each bucket's sum under the due date standing for it (dueDateStandingForAgeingBucket).
   */
  openLineSums(customerId: string, filter: InvoiceFilter, agedOn: CalendarDay): Promise<OpenLineSum[]>;
  /** The distinct statuses of the customer's open lines (null: lines without one). */
  openLineStatuses(customerId: string): Promise<(string | null)[]>;
  /** One page of the customer's open lines that match the query, oldest due first, and how many match in all. */
  openLinePage(customerId: string, query: OpenLineQuery, page: { offset: number; limit: number }): Promise<{ lines: OpenLineRecord[]; total: number }>;
  /** The customer's cleared lines of invoices dated within the range (both days included), newest first. */
  paidLines(customerId: string, range: DateRange, filter: InvoiceFilter): Promise<InvoiceLineRecord[]>;
  /** One invoice of the customer with all its lines (installments, credit notes) and articles. */
  invoice(customerId: string, sorg: string, invoiceNo: string): Promise<{ lines: InvoiceLineRecord[]; items: InvoiceItemRecord[] } | undefined>;
  /** Average payment days per year of clearing, from `sinceYear` on, oldest year first. */
  averagePaymentDays(customerId: string, sinceYear: number): Promise<PaymentDaysOfYear[]>;
}

/** What a host decides about paying invoices (its configuration). */
export interface HostPaymentRules {
  invoicePaymentRule: InvoicePaymentRule;
  allowPartialPayment: boolean;
  /** Whether the host offers online payment at all. */
  payment: boolean;
}

export interface InvoicesSettings {
  /** The payment rules of the host a request came through; the defaults for a host that is not configured. */
  hostRules(host: string): Promise<HostPaymentRules>;
  /**
   * The decimals each currency keeps, by currency code; a currency not listed keeps none. Read before a
   * transaction starts: on the embedded engine a read outside the transaction would wait for it to end.
   */
  precisions(): Promise<Readonly<Record<string, number>>>;
  /** The calendar day it is in a sales organisation's time zone at an instant. */
  today(sorg: string, now: Date): CalendarDay;
}

/** An e-mail as the service sends it. */
export interface MailMessage {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
}

/** Sends e-mail: an outbox folder by default, SMTP in production. */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
