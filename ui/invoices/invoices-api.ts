import { latestYearFirst } from '../../application/portal/invoices/payment-days';
import type {
  AveragePaymentDays,
  InvoiceDetails,
  InvoiceLine,
  InvoiceReference,
  OpenInvoiceCompanySummary,
  OpenInvoiceLinePage,
  OpenInvoiceLineQuery,
  PaymentSelectionQuery,
} from '../../application/portal/invoices/ports';
import type { CalendarDay } from '../../domain/dates/calendar-day';
import type { DateRange } from '../../domain/dates/date-range';
import { portalApi, portalUseCasesOf, portsOf, read } from '../store/portal-api';

/** The invoice pages' reads of the customer the session acts for. */
export const invoicesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The totals and ageing of the open lines by company and credit customer. */
    openInvoiceSummary: build.query<OpenInvoiceCompanySummary[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).invoices.openInvoiceSummary()),
      providesTags: ['Invoices'],
    }),
    /** One page of a credit customer's open lines; the service pages, narrows and counts them. */
    openInvoiceLines: build.query<OpenInvoiceLinePage, OpenInvoiceLineQuery>({
      queryFn: (query, api) => read(() => portsOf(api).invoices.openInvoiceLines(query)),
      providesTags: ['Invoices'],
    }),
    /** The lines that decide how a selection on the payment screen is judged, asked again for each selection. */
    paymentSelectionFacts: build.query<InvoiceLine[], PaymentSelectionQuery>({
      queryFn: (query, api) => read(() => portsOf(api).invoices.paymentSelectionFacts(query)),
      providesTags: ['Invoices'],
    }),
    /** Null when the session acts for no customer. */
    averagePaymentDays: build.query<AveragePaymentDays | null, void>({
      queryFn: (_arg, api) => read(async () => latestYearFirst(await portsOf(api).invoices.averagePaymentDays())),
      providesTags: ['PaidInvoices'],
    }),
    /** The service's business day, which the paid-invoice list's opening range counts back from; null without a customer. */
    businessDay: build.query<CalendarDay | null, void>({
      queryFn: (_arg, api) => read(() => portsOf(api).invoices.businessDay()),
      providesTags: ['PaidInvoices'],
    }),
    /** The paid lines of invoices dated within a range; a range that breaks the date-filter rules fails unasked. */
    paidInvoices: build.query<InvoiceLine[], DateRange>({
      queryFn: async (range, api) => {
        const listed = await portalUseCasesOf(api).loadPaidInvoices(range);
        return listed.ok ? { data: listed.value } : { error: { reason: listed.error.kind } };
      },
      providesTags: ['PaidInvoices'],
    }),
    /** One invoice with every ledger line, open or paid, and its articles; null when the customer has no such invoice. */
    invoiceDetails: build.query<InvoiceDetails | null, InvoiceReference>({
      queryFn: (invoice, api) => read(() => portsOf(api).invoices.invoiceDetails(invoice)),
      providesTags: ['Invoices', 'PaidInvoices'],
    }),
  }),
});

export const { useOpenInvoiceSummaryQuery, useOpenInvoiceLinesQuery, usePaymentSelectionFactsQuery, useAveragePaymentDaysQuery, useBusinessDayQuery, usePaidInvoicesQuery, useInvoiceDetailsQuery } = invoicesApi;
