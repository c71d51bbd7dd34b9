import { describe, expect, it } from 'vitest';
import { TokenStoreInMemory } from '../../../application/portal/session/testing/token-store.in-memory';
import { ApiClient } from '../api-client';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from '../testing/fetch.scripted';
import { GraphqlClient } from '../graphql-client';
import { PaymentRequestsGatewayGraphql } from './payment-requests-gateway';

function gatewayAnswering(...answers: ScriptedAnswer[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  const tokens = new TokenStoreInMemory('access-1');
  const api = new ApiClient({ baseUrl: '', fetch, tokens });
  return { seen, gateway: new PaymentRequestsGatewayGraphql(new GraphqlClient(api), api) };
}

const fields = (overrides: Record<string, unknown> = {}) => ({
  id: 'pr-1',
  orderNumber: '7000000001',
  orderNo: null,
  amount: '16335000.00',
  currency: 'IDR',
  payerCode: '0000100001',
  payerName: 'Sepeda Jaya Jakarta',
  companyCode: 'ID01-1000',
  positiveInvoiceNumbers: ['9000100009'],
  negativeInvoiceNumbers: [],
  merchant: 'sandbox-va',
  methodType: 'Virtual Account',
  instruction: null,
  instrument: null,
  isPartialPayment: false,
  totalBeforeDiscount: '16335000.00',
  earlyPaymentDiscount: '0.00',
  freightAllowance: '0.00',
  paymentMethodDiscount: '0.00',
  virtualAccountNo: '8808123400010009',
  status: { id: 'pending', description: 'Pending' },
  failureReason: null,
  expiredDate: '2026-03-11T09:00:00.000Z',
  createdAt: '2026-03-10T09:00:00.000Z',
  paymentDocs: [],
  ...overrides,
});

describe('payment requests over GraphQL', () => {
  it('asks for one page with the chosen statuses and range, and reads the status by its id', async () => {
    const { gateway, seen } = gatewayAnswering(jsonResponse(200, { data: { paymentRequests: { items: [fields({ status: { id: 'on_processing', description: 'On Processing' } })], total: 11, page: 2, limit: 10 } } }));

    const page = await gateway.paymentRequests({ statuses: ['on_processing'], from: '2026-03-01', to: '2026-03-10', page: 2, limit: 10 });

    expect(seen[0]?.body).toMatchObject({ variables: { statuses: ['on_processing'], from: '2026-03-01', to: '2026-03-10', page: 2, limit: 10 } });
    expect(page).toMatchObject({ total: 11, page: 2, items: [{ orderNumber: '7000000001', status: 'on_processing', statusDescription: 'On Processing' }] });
  });

  it('sends no statuses for every status', async () => {
    const { gateway, seen } = gatewayAnswering(jsonResponse(200, { data: { paymentRequests: { items: [], total: 0, page: 1, limit: 10 } } }));
    await gateway.paymentRequests({ statuses: [], from: null, to: null, page: 1, limit: 10 });
    expect(seen[0]?.body).toMatchObject({ variables: { statuses: null, from: null, to: null } });
  });

  it('answers a refused void with its user errors, their values by name', async () => {
    const { gateway } = gatewayAnswering(
      jsonResponse(200, { data: { voidPayment: { userErrors: [{ field: ['orderNumber'], message: 'payment_already_final', values: [{ name: 'status', value: 'void' }] }], paymentRequest: null } } }),
    );

    expect(await gateway.voidPayment('7000000005')).toEqual({ ok: false, error: [{ field: ['orderNumber'], message: 'payment_already_final', values: { status: 'void' } }] });
  });

  it('uploads a receipt as a multipart request and answers the request with its document', async () => {
    const receipt = { id: 'doc-1', kind: 'receipt', fileName: 'receipt.png', contentType: 'image/png', size: 8, uploadedAt: '2026-03-10T10:00:00.000Z' };
    const { gateway, seen } = gatewayAnswering(
      jsonResponse(200, { data: { uploadPayment: { userErrors: [], paymentRequest: fields({ status: { id: 'on_processing', description: 'On Processing' }, paymentDocs: [receipt] }) } } }),
    );

    const outcome = await gateway.uploadReceipt('pr-1', new File([new Uint8Array(8)], 'receipt.png', { type: 'image/png' }));

    expect(seen[0]?.uploadHeader).toBe('1');
    expect(JSON.parse(String(seen[0]?.form?.get('operations'))).variables).toEqual({ id: 'pr-1', file: null });
    expect(outcome).toMatchObject({ ok: true, value: { status: 'on_processing', documents: [{ kind: 'receipt', fileName: 'receipt.png' }] } });
  });

  it('reads each document with its download path, and downloads it there with the bearer token under its file name', async () => {
    const receipt = {
      id: 'doc-1',
      kind: 'receipt',
      fileName: 'transfer receipt.png',
      contentType: 'image/png',
      size: 4,
      uploadedAt: '2026-03-10T10:00:00.000Z',
      downloadUrl: '/api/payments/documents/doc-1/download',
    };
    const { gateway, seen } = gatewayAnswering(
      jsonResponse(200, { data: { paymentRequests: { items: [fields({ paymentDocs: [receipt] })], total: 1, page: 1, limit: 10 } } }),
      new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png' } }),
      jsonResponse(404, { error: 'not_found' }),
    );

    const [listed] = (await gateway.paymentRequests({ statuses: [], from: null, to: null, page: 1, limit: 10 })).items[0]!.documents;
    const file = await gateway.downloadDocument(listed!);

    expect(listed).toEqual(receipt);
    expect(file.fileName).toBe('transfer receipt.png');
    expect([...new Uint8Array(await file.content.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(seen[1]).toMatchObject({ url: '/api/payments/documents/doc-1/download', method: 'GET', authorization: 'Bearer access-1' });
    await expect(gateway.downloadDocument(listed!)).rejects.toThrow('download of /api/payments/documents/doc-1/download answered 404');
  });
});
