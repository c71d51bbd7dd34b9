import type { AgeingBucketKey, DueStateKey, InvoiceStatusGroup } from '../../../domain/invoices/due-state';
import type { InvoiceSelection } from '../../../domain/invoices/selection';
import type { PageSize } from '../../../domain/tables/paging';
import type { OpenInvoice } from '../../../domain/invoices/open-invoice';
import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { DateRange } from '../../../domain/dates/date-range';
import type { Result } from '../../../domain/shared/result';

/** A ledger line as the invoice pages and the payment page show it: the domain's open line and what the rows print. */
export interface InvoiceLine extends OpenInvoice {
  sorg: string;
  doNo: string | null;
  invoiceDate: string;
  /** Days until due; negative once overdue. */
  overdue: number;
  dueState: { key: DueStateKey; days: number };
  statusGroup: InvoiceStatusGroup;
  notes: string | null;
  detailNotes: string | null;
  grandTotal: string;
  tax: string;
  shippingCost: string;
  paymentDiscount: string;
  clearingDate: string | null;
  companyName: string;
  currency: string;
  terms: string | null;
  expeditionName: string | null;
  expeditionTracking: string | null;
}

/** An ageing bucket of a credit customer: lines overdue from–to days (null: open-ended), their count and value. */
export interface AgeingBucketView {
  key: string;
  from: number | null;
  to: number | null;
  count: number;
  value: string;
}

/** An open line as the list shows it: with the number of installments of its invoice when it is one of several. */
export interface OpenInvoiceRow extends InvoiceLine {
  installmentCount: number | null;
}

/** A credit customer of a company: the total and ageing of its open lines, and how many are payable or being paid. */
export interface OpenInvoicePayerSummary {
  payerCode: string;
  payerName: string;
  currency: string;
  total: string;
  ageing: AgeingBucketView[];
  payableCount: number;
  notPayableCount: number;
}

export interface OpenInvoiceCompanySummary {
  /** The sales organisation of the company's invoices: its payment methods pay them. */
  sorg: string;
  companyCode: string;
  companyName: string;
  currency: string;
  creditCustomers: OpenInvoicePayerSummary[];
}

/** One page of a credit customer's open lines, narrowed by ageing bucket, status groups and a document-number search. */
export interface OpenInvoiceLineQuery {
  companyCode: string;
  payerCode: string;
  currency: string;
  ageingBucket: AgeingBucketKey | null;
  statusGroups: readonly InvoiceStatusGroup[];
  search: string;
  page: number;
  limit: PageSize;
}

export interface OpenInvoiceLinePage {
  items: OpenInvoiceRow[];
  total: number;
}

/** A selection on the payment screen of one credit customer, whose facts the service is asked for. */
export interface PaymentSelectionQuery {
  companyCode: string;
  payerCode: string;
  currency: string;
  selection: InvoiceSelection;
}

/** An invoice as the service finds it: its number within a sales organisation. */
export interface InvoiceReference {
  invoiceNo: string;
  sorg: string;
}

/** An article an invoice bills. */
export interface InvoiceItem {
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

/** One invoice: its header, every ledger line of it (installments, credit notes, paid or open) and its articles. */
export interface InvoiceDetails {
  invoice: InvoiceLine;
  lines: InvoiceLine[];
  items: InvoiceItem[];
}

/** For the invoices cleared in a year, the mean days from invoice date to clearing (one decimal). */
export interface PaymentDaysOfYear {
  year: number;
  averageDays: string;
  invoices: number;
}

/** The average payment days of a customer by year of clearing, this year first or last as the service orders them. */
export interface AveragePaymentDays {
  custCode: string;
  years: PaymentDaysOfYear[];
}

/** The invoices of the customer the session acts for. */
export interface InvoicesGateway {
  /** The totals and ageing of the open lines by company and credit customer, without the lines. */
  openInvoiceSummary(): Promise<OpenInvoiceCompanySummary[]>;
  /** One page of a credit customer's open lines, oldest due first, and how many match in all. */
  openInvoiceLines(query: OpenInvoiceLineQuery): Promise<OpenInvoiceLinePage>;
  /** The lines that decide how a selection is judged (domain selectionFacts), from the payer's whole ledger. */
  paymentSelectionFacts(query: PaymentSelectionQuery): Promise<InvoiceLine[]>;
  /** The paid (cleared) lines of invoices dated within the range, which must pass the date-filter rules. */
  paidInvoices(range: DateRange): Promise<InvoiceLine[]>;
  /** One invoice with its lines and articles; null when the customer has no such invoice. */
  invoiceDetails(invoice: InvoiceReference): Promise<InvoiceDetails | null>;
  /** Null when the session acts for no customer. */
  averagePaymentDays(): Promise<AveragePaymentDays | null>;
  /** E-mails the invoice to the signed-in user; a refusal answers the service's reasons. */
  sendInvoiceEmail(invoice: InvoiceReference): Promise<Result<InvoiceReference>>;
  /**
   * The service's business day for the customer the session acts for, which due states and the date filters'
   * default ranges count from; null when the session acts for no customer.
   */
  businessDay(): Promise<CalendarDay | null>;
}
