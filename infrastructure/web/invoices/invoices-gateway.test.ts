import { describe, expect, it } from 'vitest';
import { userError } from '../../../domain/shared/user-error';
import { TokenStoreInMemory } from '../../../application/portal/session/testing/token-store.in-memory';
import { ApiClient } from '../api-client';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from '../testing/fetch.scripted';
import { GraphqlClient } from '../graphql-client';
import { InvoicesGatewayGraphql } from './invoices-gateway';

function gatewayAnswering(...answers: ScriptedAnswer[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  return { seen, gateway: new InvoicesGatewayGraphql(new GraphqlClient(new ApiClient({ baseUrl: 'https://api.example/', fetch, tokens: new TokenStoreInMemory('access-1') }))) };
}

describe('invoices over GraphQL', () => {
  it('given the e-mail is sent, then it answers sent, asking by invoice number and sales organisation', async () => {
    const { gateway, seen } = gatewayAnswering(
      jsonResponse(200, { data: { sendEmailInvoice: { message: { status: true, description: 'success_send_email_invoice' }, userErrors: [] } } }),
    );

    expect(await gateway.sendInvoiceEmail({ invoiceNo: '9000100001', sorg: 'ID01' })).toEqual({ ok: true, value: { invoiceNo: '9000100001', sorg: 'ID01' } });
    expect((seen[0]?.body as { variables: unknown }).variables).toEqual({ invoiceNumber: '9000100001', sorg: 'ID01' });
  });

  it('given the user has no e-mail address, then the refusal comes back with its field path joined', async () => {
    const { gateway } = gatewayAnswering(
      jsonResponse(200, {
        data: { sendEmailInvoice: { message: { status: false, description: 'failed_send_email_invoice' }, userErrors: [{ field: ['email'], message: 'email_missing', values: [] }] } },
      }),
    );

    expect(await gateway.sendInvoiceEmail({ invoiceNo: '9000100001', sorg: 'ID01' })).toEqual({ ok: false, error: [userError('email', 'email_missing')] });
  });

  it('given no such invoice, then the details are null; given no customer, the payment days are null', async () => {
    const { gateway } = gatewayAnswering(jsonResponse(200, { data: { invoiceDetails: null } }), jsonResponse(200, { data: { averagePaymentDays: null } }));

    expect(await gateway.invoiceDetails({ invoiceNo: '9999999999', sorg: 'ID01' })).toBeNull();
    expect(await gateway.averagePaymentDays()).toBeNull();
  });
});
