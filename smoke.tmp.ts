import { randomUUID } from 'node:crypto';
import { startTestServer } from './tests/integration/support/test-server';
import { signInAs } from './tests/integration/support/session';
import { gql } from './tests/integration/support/invoicing';
const server = await startTestServer('pglite');
try {
  const { requestToken } = await signInAs(server, 'dealer');
  console.log('signed in');
  const methods = await gql<any>(server, requestToken, `{ payments(sorg: "ID01") { type paymentMerchants { id } } }`);
  console.log(JSON.stringify(methods).slice(0, 300));
  const va = methods.data.payments.find((m: any) => m.type === 'Virtual Account').paymentMerchants[0].id;
  const t0 = Date.now();
  const r = await Promise.race([gql(server, requestToken, `mutation($input: CreateInvoicePaymentRequestInput!) { createInvoicePaymentRequestV3(input: $input) { userErrors { field message } paymentRequest { orderNumber status { id } } } }`, { input: { payerCode: '0000100001', paymentId: va, idempotencyKey: randomUUID(), selection: { assignments: ['9000100002'], creditNoteNumbers: [] } } }), new Promise((r) => setTimeout(() => r('TIMEOUT'), 10000))]);
  console.log(Date.now() - t0, JSON.stringify(r));
} finally { await server.close(); }
