import { paymentStatusOptionsOf, type InvoiceLookup, type PaymentStatusOption } from '../../application/portal/payments/payment-request-rules';
import type { PaymentRequestPage, PaymentRequestQuery, PaymentRequestSummary } from '../../application/portal/payments/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The payment requests area's plain reads. */
export const paymentRequestsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the requests of the customer the session acts for; the day range has passed the filter rules. */
    paymentRequests: build.query<PaymentRequestPage, PaymentRequestQuery>({
      queryFn: (query, api) => read(() => portsOf(api).paymentRequests.paymentRequests(query)),
      providesTags: ['PaymentRequests'],
    }),
    /** A payer's requests covering any of the invoice numbers (paymentRequestByPayerAndInvoiceNos). */
    paymentRequestsByInvoices: build.query<PaymentRequestSummary[], InvoiceLookup>({
      queryFn: ({ payerCode, invoiceNumbers }, api) => read(() => portsOf(api).paymentRequests.paymentRequestsByInvoices(payerCode, invoiceNumbers)),
      providesTags: ['PaymentRequests'],
    }),
    /** The statuses the filter offers. */
    paymentStatusOptions: build.query<PaymentStatusOption[], void>({
      // The filter still offers the statuses the spec names when the service does not list them.
      queryFn: async (_arg, api) => ({ data: paymentStatusOptionsOf(await portsOf(api).paymentRequests.paymentStatuses().catch(() => [])) }),
      providesTags: ['PaymentRequests'],
    }),
  }),
});

export const { usePaymentRequestsQuery, usePaymentRequestsByInvoicesQuery, usePaymentStatusOptionsQuery } = paymentRequestsApi;
