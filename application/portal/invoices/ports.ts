import type { DueStateKey, InvoiceStatusGroup } from '../../../domain/invoices/due-state';
import type { OpenInvoice } from '../../../domain/invoices/open-invoice';

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

/** A credit customer (payer) of a company with its open lines, oldest due first. */
export interface InvoiceCreditCustomer {
  payerCode: string;
  payerName: string;
  currency: string;
  total: string;
  ageing: AgeingBucketView[];
  invoices: InvoiceLine[];
}

export interface InvoiceCompany {
  companyCode: string;
  companyName: string;
  currency: string;
  creditCustomers: InvoiceCreditCustomer[];
}

/** Narrows the open invoices to a payer, sales organisations or credit customers. */
export interface OpenInvoiceFilter {
  payerCode?: string;
  sorgs?: readonly string[];
  creditCustomers?: readonly string[];
}

/** The invoices of the customer the session acts for. */
export interface InvoicesGateway {
  openInvoices(filter?: OpenInvoiceFilter): Promise<InvoiceCompany[]>;
}
