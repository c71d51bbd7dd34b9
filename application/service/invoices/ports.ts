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
