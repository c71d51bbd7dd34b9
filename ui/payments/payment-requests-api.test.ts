import { describe, expect, it } from 'vitest';
import type { PaymentRequestQuery, PaymentRequestsGateway } from '../../application/portal/payments/ports';
import { PaymentRequestsGatewayInMemory } from '../../application/portal/payments/testing/payment-requests-gateway.in-memory';
import { createPortalUseCases } from '../../application/portal/portal-use-cases';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { createPortalStore, type PortalStore } from '../store/store';
import { paymentRequestsApi } from './payment-requests-api';
import { payerPendingPaymentsVoidRequested, paymentRequestActionRequested } from './payment-requests-thunks';

const { paymentRequests, paymentRequestsByInvoices, paymentStatusOptions } = paymentRequestsApi.endpoints;

function storeOver(gateway: PaymentRequestsGateway = new PaymentRequestsGatewayInMemory()): PortalStore {
  return createPortalStore(createPortalUseCases(inMemoryPortalPorts({ paymentRequests: gateway })));
}

const everything: PaymentRequestQuery = { statuses: [], from: null, to: null, page: 1, limit: 10 };
const pendingOnly: PaymentRequestQuery = { ...everything, statuses: ['pending'] };
const lookup = { payerCode: '0000100001', invoiceNumbers: ['9000100009', '9000100010'] };

const statusOf = (store: PortalStore, query: PaymentRequestQuery, orderNumber: string) =>
  paymentRequests.select(query)(store.getState()).data!.items.find((request) => request.orderNumber === orderNumber)!.status;

const unreachable = Object.assign(new PaymentRequestsGatewayInMemory(), {
  paymentRequests: () => Promise.reject(new Error('connection refused')),
  paymentRequestsByInvoices: () => Promise.reject(new Error('connection refused')),
  paymentStatuses: () => Promise.reject(new Error('connection refused')),
});

describe('reading payment requests', () => {
  it('given statuses, then only requests in them come back, newest first, with the total', async () => {
    const gateway = new PaymentRequestsGatewayInMemory();
    const query = { ...everything, statuses: ['pending', 'on_processing'] as const };

    const page = await storeOver(gateway).dispatch(paymentRequests.initiate(query)).unwrap();

    expect(page.items.map((request) => request.orderNumber)).toEqual(['7000000001', '7000000002']);
    expect(page.total).toBe(2);
    expect(gateway.queries).toEqual([query]);
  });

  it('given a payer and invoice numbers, then the requests covering any of them come back', async () => {
    const found = await storeOver().dispatch(paymentRequestsByInvoices.initiate({ payerCode: '0000100001', invoiceNumbers: ['9000100010', '9000100003'] })).unwrap();
    expect(found.map((request) => request.orderNumber)).toEqual(['7000000002', '7000000005']);
  });

  it('answers the five statuses of the filter in the order the spec names them', async () => {
    const options = await storeOver().dispatch(paymentStatusOptions.initiate()).unwrap();
    expect(options.map((option) => option.description)).toEqual(['Complete', 'Pending', 'Failed', 'Void', 'On Processing']);
  });

  it('given no answer from the service, then the list and the look-up read as failed while the filter still offers the spec statuses', async () => {
    const store = storeOver(unreachable);

    expect((await store.dispatch(paymentRequests.initiate(everything))).error).toEqual({ reason: 'connection refused' });
    expect((await store.dispatch(paymentRequestsByInvoices.initiate(lookup))).error).toEqual({ reason: 'connection refused' });
    expect((await store.dispatch(paymentStatusOptions.initiate()).unwrap()).map((option) => option.status)).toEqual(['complete', 'pending', 'failed', 'void', 'on_processing']);
  });
});

describe('the cached requests after a change', () => {
  it('given a pending request listed twice and looked up, when it is voided, then it shows void in place wherever it is held', async () => {
    const store = storeOver();
    await store.dispatch(paymentRequests.initiate(everything));
    await store.dispatch(paymentRequests.initiate(pendingOnly));
    await store.dispatch(paymentRequestsByInvoices.initiate(lookup));

    const outcome = await store.dispatch(paymentRequestActionRequested({ kind: 'void', orderNumber: '7000000001' }));

    expect(outcome.ok).toBe(true);
    expect(statusOf(store, everything, '7000000001')).toBe('void');
    expect(statusOf(store, pendingOnly, '7000000001')).toBe('void');
    expect(statusOf(store, everything, '7000000002')).toBe('on_processing');
    expect(paymentRequestsByInvoices.select(lookup)(store.getState()).data!.map((request) => [request.orderNumber, request.status])).toEqual([
      ['7000000001', 'void'],
      ['7000000002', 'on_processing'],
    ]);
  });

  it('given a refused change, then nothing cached changes', async () => {
    const store = storeOver();
    await store.dispatch(paymentRequests.initiate(everything));

    const outcome = await store.dispatch(paymentRequestActionRequested({ kind: 'void', orderNumber: '7000000002' }));

    expect(outcome.ok).toBe(false);
    expect(statusOf(store, everything, '7000000002')).toBe('on_processing');
  });

  it('given a payer’s pending requests voided at once, then each shows void in the list', async () => {
    const store = storeOver();
    await store.dispatch(paymentRequests.initiate(everything));

    const outcome = await store.dispatch(payerPendingPaymentsVoidRequested('0000100001'));

    expect(outcome.ok).toBe(true);
    expect(statusOf(store, everything, '7000000001')).toBe('void');
  });
});
