import type {
  AveragePaymentDays,
  InvoiceDetails,
  InvoiceLine,
  InvoiceReference,
  InvoicesGateway,
  OpenInvoiceCompanySummary,
  OpenInvoiceLinePage,
  OpenInvoiceLineQuery,
  PaymentSelectionQuery,
} from '../../../application/portal/invoices/ports';
import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { DateRange } from '../../../domain/dates/date-range';
import { err, ok, type Result } from '../../../domain/shared/result';
import { fromContractUserErrors } from '../contract-user-errors';
import { DUE_STATE_KEYS, type DueStateKey } from '../../../domain/invoices/due-state';
import {
  AveragePaymentDaysDocument,
  BusinessDayDocument,
  InvoiceDetailsDocument,
  OpenInvoiceLinesDocument,
  OpenInvoiceSummaryDocument,
  PaidInvoicesDocument,
  PaymentSelectionFactsDocument,
  SendEmailInvoiceDocument,
  type InvoiceLineFieldsFragment,
} from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

type AgeingBucketFields = { key: string; from?: number | null; to?: number | null; count: number; value: string };

function toAgeingBucket(bucket: AgeingBucketFields) {
  return { key: bucket.key, from: bucket.from ?? null, to: bucket.to ?? null, count: bucket.count, value: bucket.value };
}

function dueStateKey(key: string): DueStateKey {
  const known = DUE_STATE_KEYS.find((candidate) => candidate === key);
  if (!known) throw new Error(`Unknown due state "${key}"`);
  return known;
}

/** An invoice line as the InvoiceLineFields fragment selects it, in the portal's terms. */
export function toInvoiceLine(line: InvoiceLineFieldsFragment): InvoiceLine {
  return {
    id: line.id,
    sorg: line.sorg,
    invoiceNo: line.invoiceNo,
    accountingNo: line.accountingNo,
    assignment: line.assignment,
    installment: line.installment ?? null,
    doNo: line.doNo ?? null,
    invoiceDate: line.invoiceDate,
    dueDate: line.dueDate,
    overdue: line.overdue,
    dueState: { key: dueStateKey(line.overdueDisplay.key), days: line.overdueDisplay.days },
    status: line.status ?? null,
    statusGroup: line.statusGroup,
    notes: line.notes ?? null,
    detailNotes: line.detailNotes ?? null,
    accountingAmount: line.accountingAmount,
    grandTotal: line.grandTotal,
    tax: line.tax,
    shippingCost: line.shippingCost,
    paymentDiscount: line.paymentDiscount,
    earlyPaymentDiscount: line.earlyPaymentDiscount,
    freightAllowance: line.freightAllowance,
    clearingDate: line.clearingDate ?? null,
    payerCode: line.payerCode,
    payerName: line.payerName,
    companyCode: line.companyCode,
    companyName: line.companyName,
    currency: line.currency,
    terms: line.terms ?? null,
    expeditionName: line.expeditionName ?? null,
    expeditionTracking: line.expeditionTracking ?? null,
  };
}

/** The InvoicesGateway over the invoice queries and mutations. */
export class InvoicesGatewayGraphql implements InvoicesGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async openInvoiceSummary(): Promise<OpenInvoiceCompanySummary[]> {
    const { openInvoiceSummary } = await this.graphql.request(OpenInvoiceSummaryDocument, {});
    return openInvoiceSummary.map((company) => ({
      sorg: company.sorg,
      companyCode: company.companyCode,
      companyName: company.companyName,
      currency: company.currency,
      creditCustomers: company.creditCustomers.map((customer) => ({ ...customer, ageing: customer.ageing.map(toAgeingBucket) })),
    }));
  }

  async openInvoiceLines(query: OpenInvoiceLineQuery): Promise<OpenInvoiceLinePage> {
    const { openInvoiceLines } = await this.graphql.request(OpenInvoiceLinesDocument, {
      filter: {
        companyCode: query.companyCode,
        payerCode: query.payerCode,
        currency: query.currency,
        ageingBucket: query.ageingBucket,
        statusGroups: [...query.statusGroups],
        search: query.search || null,
      },
      page: query.page,
      limit: query.limit,
    });
    return { items: openInvoiceLines.items.map((line) => ({ ...toInvoiceLine(line), installmentCount: line.installmentCount ?? null })), total: openInvoiceLines.total };
  }

  async paymentSelectionFacts(query: PaymentSelectionQuery): Promise<InvoiceLine[]> {
    const { paymentSelectionFacts } = await this.graphql.request(PaymentSelectionFactsDocument, {
      companyCode: query.companyCode,
      payerCode: query.payerCode,
      currency: query.currency,
      selection: { assignments: [...query.selection.assignments], creditNoteNumbers: [...query.selection.creditNoteNumbers] },
    });
    return paymentSelectionFacts.map(toInvoiceLine);
  }

  async paidInvoices(range: DateRange): Promise<InvoiceLine[]> {
    const { invoiceV5 } = await this.graphql.request(PaidInvoicesDocument, { from: range.from, to: range.to });
    return invoiceV5.map(toInvoiceLine);
  }

  async invoiceDetails(invoice: InvoiceReference): Promise<InvoiceDetails | null> {
    const { invoiceDetails } = await this.graphql.request(InvoiceDetailsDocument, { invoiceNo: invoice.invoiceNo, sorg: invoice.sorg });
    if (!invoiceDetails) return null;
    return {
      invoice: toInvoiceLine(invoiceDetails.invoice),
      lines: invoiceDetails.lines.map(toInvoiceLine),
      items: invoiceDetails.items.map((item) => ({ ...item, brand: item.brand ?? null })),
    };
  }

  async averagePaymentDays(): Promise<AveragePaymentDays | null> {
    const { averagePaymentDays } = await this.graphql.request(AveragePaymentDaysDocument);
    return averagePaymentDays ? { custCode: averagePaymentDays.custCode, years: averagePaymentDays.years.map((year) => ({ ...year })) } : null;
  }

  async sendInvoiceEmail(invoice: InvoiceReference): Promise<Result<InvoiceReference>> {
    const { sendEmailInvoice } = await this.graphql.request(SendEmailInvoiceDocument, { invoiceNumber: invoice.invoiceNo, sorg: invoice.sorg });
    if (sendEmailInvoice.message.status && sendEmailInvoice.userErrors.length === 0) return ok(invoice);
    return err(fromContractUserErrors(sendEmailInvoice.userErrors));
  }

  async businessDay(): Promise<CalendarDay | null> {
    const { businessDay } = await this.graphql.request(BusinessDayDocument);
    return businessDay ?? null;
  }
}
