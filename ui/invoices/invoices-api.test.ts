import { describe, expect, it, vi } from 'vitest';
import { createInvoiceUseCases } from '../../application/portal/invoices/invoice-use-cases';
import type { InvoicesGateway } from '../../application/portal/invoices/ports';
import {
  exampleInvoiceCompanies,
  exampleInvoiceLine,
  exampleOpenInvoiceLines,
  InvoicesGatewayInMemory,
  invoicesGatewayAnswering,
} from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import { EXAMPLE_ACTIVE_CUSTOMER, inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { activeCustomerLoaded } from '../session/session-slice';
import { portalApi } from '../store/portal-api';
import { createPortalStore } from '../store/store';
import { fakeUseCases } from '../testing/render-portal';
import { invoicesApi } from './invoices-api';

function storeOver(invoices: InvoicesGateway) {
  return createPortalStore(fakeUseCases({ ...createInvoiceUseCases({ invoices }), ports: inMemoryPortalPorts({ invoices }) }));
}

const unreachable = () => invoicesGatewayAnswering(() => Promise.reject(new Error('offline')));
const { openInvoiceSummary, openInvoiceLines, averagePaymentDays, businessDay, paidInvoices, invoiceDetails } = invoicesApi.endpoints;

describe('open invoice reads', () => {
  it('given a waiting invoice, then the summary counts it apart from the payable lines', async () => {
    const lines = [...exampleOpenInvoiceLines(), exampleInvoiceLine({ invoiceNo: '9000100009', status: 'Waiting For Payment', statusGroup: 'waiting_for_payment' })];
    const store = storeOver(new InvoicesGatewayInMemory(exampleInvoiceCompanies(lines)));

    const { data } = await store.dispatch(openInvoiceSummary.initiate());

    expect(data?.[0]?.creditCustomers[0]).toMatchObject({ payerCode: '0000100001', payableCount: 6, notPayableCount: 1, total: '64403500.00' });
  });

  it('given a page of payable lines in the 1–30 days bucket, then it holds just those and counts them; each query is its own read', async () => {
    const invoices = new InvoicesGatewayInMemory();
    const store = storeOver(invoices);
    const query = { companyCode: 'ID01-1000', payerCode: '0000100001', currency: 'IDR', ageingBucket: 'overdue_1_30', statusGroups: ['open'], search: '', page: 1, limit: 10 } as const;

    const { data } = await store.dispatch(openInvoiceLines.initiate(query));
    await store.dispatch(openInvoiceLines.initiate(query));
    await store.dispatch(openInvoiceLines.initiate({ ...query, ageingBucket: null }));

    expect(data?.items.map((line) => line.invoiceNo)).toEqual(['9000100002', '9100100001']);
    expect(data?.total).toBe(2);
    expect(invoices.lineQueries.map((asked) => asked.ageingBucket)).toEqual(['overdue_1_30', null]);
  });

  it('given the service cannot be reached, then the reads fail', async () => {
    const summary = await storeOver(unreachable()).dispatch(openInvoiceSummary.initiate());

    expect(summary.isError).toBe(true);
    expect(summary.error).toEqual({ reason: 'offline' });
  });
});

describe('average payment days read', () => {
  it('given three years, then the latest year comes first', async () => {
    const { data } = await storeOver(new InvoicesGatewayInMemory()).dispatch(averagePaymentDays.initiate());

    expect(data?.years.map((year) => year.year)).toEqual([2026, 2025, 2024]);
  });

  it('given no customer, then there is nothing to show; given no service, the read fails', async () => {
    expect((await storeOver(new InvoicesGatewayInMemory(undefined, { paymentDays: null })).dispatch(averagePaymentDays.initiate())).data).toBeNull();
    expect((await storeOver(unreachable()).dispatch(averagePaymentDays.initiate())).isError).toBe(true);
  });
});

describe('business day read', () => {
  it("answers the service's business day", async () => {
    expect((await storeOver(new InvoicesGatewayInMemory(undefined, { businessDay: '2027-01-10' })).dispatch(businessDay.initiate())).data).toBe('2027-01-10');
  });
});

describe('paid invoices read', () => {
  it('given a valid range of November, then the paid lines dated in it come back', async () => {
    const invoices = new InvoicesGatewayInMemory();

    const { data } = await storeOver(invoices).dispatch(paidInvoices.initiate({ from: '2026-11-01', to: '2026-11-30' }));

    expect(data?.map((line) => line.invoiceNo)).toEqual(['9000100201']);
    expect(invoices.paidRequests).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
  });

  it('given a range of 31 days, then the read fails for the range and the service is not asked', async () => {
    const invoices = new InvoicesGatewayInMemory();

    const result = await storeOver(invoices).dispatch(paidInvoices.initiate({ from: '2026-10-01', to: '2026-10-31' }));

    expect(result.error).toEqual({ reason: 'invalid_range' });
    expect(invoices.paidRequests).toEqual([]);
  });

  it('given the service cannot be reached, then the read fails', async () => {
    expect((await storeOver(unreachable()).dispatch(paidInvoices.initiate({ from: '2026-11-01', to: '2026-11-30' }))).error).toEqual({ reason: 'load_failed' });
  });
});

describe('invoice details read', () => {
  it('given an invoice in two installments, then both lines and the articles come back', async () => {
    const { data } = await storeOver(new InvoicesGatewayInMemory()).dispatch(invoiceDetails.initiate({ invoiceNo: '9000100008', sorg: 'ID01' }));

    expect(data?.lines.map((line) => line.installment)).toEqual([1, 2]);
    expect(data?.items.map((item) => item.articleCode)).toEqual(['VB-AESL-27-M', 'VP-HLM-URB-M']);
  });

  it('given an invoice the customer does not have, then there is none', async () => {
    expect((await storeOver(new InvoicesGatewayInMemory()).dispatch(invoiceDetails.initiate({ invoiceNo: '9999999999', sorg: 'ID01' }))).data).toBeNull();
  });
});

describe('invoice reads and the customer', () => {
  function invoicePagesOnShow() {
    const invoices = new InvoicesGatewayInMemory();
    const asked = (['openInvoiceSummary', 'averagePaymentDays', 'businessDay', 'paidInvoices', 'invoiceDetails'] as const).map((read) => vi.spyOn(invoices, read));
    const store = storeOver(invoices);
    const reads = [
      store.dispatch(openInvoiceSummary.initiate()),
      store.dispatch(averagePaymentDays.initiate()),
      store.dispatch(businessDay.initiate()),
      store.dispatch(paidInvoices.initiate({ from: '2026-11-01', to: '2026-11-30' })),
      store.dispatch(invoiceDetails.initiate({ invoiceNo: '9000100001', sorg: 'ID01' })),
    ];
    const timesAsked = () => asked.map((read) => read.mock.calls.length);
    return { store, reads, timesAsked };
  }

  it('given the invoice pages on show, when the session names another customer, then every read of them is asked again', async () => {
    const { store, reads, timesAsked } = invoicePagesOnShow();
    store.dispatch(activeCustomerLoaded(EXAMPLE_ACTIVE_CUSTOMER));
    await Promise.all(reads);

    store.dispatch(activeCustomerLoaded({ ...EXAMPLE_ACTIVE_CUSTOMER, name: 'TOKO SEPEDA MAJU', code: { r3: '0001000456', isr: null, unified: null } }));

    await vi.waitFor(() => expect(timesAsked()).toEqual([2, 2, 2, 2, 2]));
    reads.forEach((read) => read.unsubscribe());
  });

  it("given the invoice pages on show, when the session's customer is first known or named again, then nothing is asked twice", async () => {
    const { store, reads, timesAsked } = invoicePagesOnShow();
    await Promise.all(reads);

    store.dispatch(activeCustomerLoaded(EXAMPLE_ACTIVE_CUSTOMER));
    store.dispatch(activeCustomerLoaded({ ...EXAMPLE_ACTIVE_CUSTOMER, phone: null }));
    await new Promise((settled) => setTimeout(settled));
    await Promise.all(store.dispatch(portalApi.util.getRunningQueriesThunk()));

    expect(timesAsked()).toEqual([1, 1, 1, 1, 1]);
    reads.forEach((read) => read.unsubscribe());
  });
});
