import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { describe, expect, it } from 'vitest';
import { TokenStoreInMemory } from '../../../application/portal/session/testing/token-store.in-memory';
import { ApiClient } from '../api-client';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from '../testing/fetch.scripted';
import { GraphqlClient } from '../graphql-client';
import { OrdersGatewayGraphql } from './orders-gateway';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const report = { id: 'r-1', fileName: 'List Open Order - 2026-03-20.xlsx', contentType: XLSX, downloadUrl: '/api/reports/r-1/download' };

function gatewayAnswering(...answers: ScriptedAnswer[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  const tokens = new TokenStoreInMemory();
  tokens.write('access-1');
  const api = new ApiClient({ baseUrl: 'https://api.example/', fetch, tokens });
  return { seen, gateway: new OrdersGatewayGraphql(new GraphqlClient(api), api) };
}

describe('orders gateway over GraphQL', () => {
  it('creates the open-order report and downloads its file with the bearer token', async () => {
    const { gateway, seen } = gatewayAnswering(
      jsonResponse(200, { data: { createOpenOrderReport: { message: { status: true, description: 'success_create_report' }, userErrors: [], report } } }),
      new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'content-type': XLSX } }),
    );

    const created = await gateway.createOpenOrderReport();
    const file = await gateway.downloadReport(created!);

    expect(file.fileName).toBe('List Open Order - 2026-03-20.xlsx');
    expect([...new Uint8Array(await file.content.arrayBuffer())]).toEqual([80, 75, 3, 4]);
    expect(seen[1]).toMatchObject({ url: 'https://api.example/api/reports/r-1/download', method: 'GET', authorization: 'Bearer access-1' });
  });

  it('answers no report when the service refuses, and fails a download the service does not find', async () => {
    const { gateway } = gatewayAnswering(
      jsonResponse(200, { data: { createOpenOrderReport: { message: { status: false, description: 'failed_create_report' }, userErrors: [{ field: ['custCode'], message: 'customer_required' }], report: null } } }),
      jsonResponse(404, { error: 'not_found' }),
    );

    expect(await gateway.createOpenOrderReport()).toBeNull();
    await expect(gateway.downloadReport(report)).rejects.toThrow('download of /api/reports/r-1/download answered 404');
  });

  it('downloads a document of an order payment from its download path with the bearer token, under its file name', async () => {
    const { gateway, seen } = gatewayAnswering(new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } }));

    const file = await gateway.downloadPaymentDocument({ id: 'doc-7', kind: 'receipt', fileName: 'transfer receipt.pdf', downloadUrl: '/api/payments/documents/doc-7/download' });

    expect(file.fileName).toBe('transfer receipt.pdf');
    expect([...new Uint8Array(await file.content.arrayBuffer())]).toEqual([37, 80, 68, 70]);
    expect(seen[0]).toMatchObject({ url: 'https://api.example/api/payments/documents/doc-7/download', method: 'GET', authorization: 'Bearer access-1' });
  });

  it('maps a refused payment approval to its dictionary keys', async () => {
    const { gateway, seen } = gatewayAnswering(
      jsonResponse(200, { data: { approvePayment: { message: { status: false, description: 'failed_approve_payment' }, userErrors: [{ field: ['orderNumber'], message: 'payment_already_final' }] } } }),
    );

    expect(await gateway.approveOrderPayment('7000000102')).toEqual(refused(userError('orderNumber', 'payment_already_final')));
    expect(seen[0]!.body).toMatchObject({ variables: { orderNumber: '7000000102' } });
  });
});
