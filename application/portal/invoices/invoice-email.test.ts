import { describe, expect, it } from 'vitest';
import { userError } from '../../../domain/shared/user-error';
import { createSendInvoiceEmail, FAILED_SEND_EMAIL_INVOICE } from './invoice-email';
import { InvoicesGatewayInMemory } from './testing/invoices-gateway.in-memory';
import type { InvoicesGateway } from './ports';

describe('e-mailing an invoice', () => {
  it('given the service sends it, then the invoice is reported sent', async () => {
    const invoices = new InvoicesGatewayInMemory();

    const result = await createSendInvoiceEmail({ invoices })({ invoiceNo: '9000100001', sorg: 'ID01' });

    expect(result).toEqual({ ok: true, value: { invoiceNo: '9000100001', sorg: 'ID01' } });
    expect(invoices.sentEmails).toEqual([{ invoiceNo: '9000100001', sorg: 'ID01' }]);
  });

  it('given the user has no e-mail address, then the service reason comes back', async () => {
    const invoices = new InvoicesGatewayInMemory(undefined, { emailErrors: [userError('email', 'email_missing')] });

    expect(await createSendInvoiceEmail({ invoices })({ invoiceNo: '9000100001', sorg: 'ID01' })).toEqual({ ok: false, error: [userError('email', 'email_missing')] });
  });

  it('given the call fails, then it answers the failure message', async () => {
    const offline = { sendInvoiceEmail: () => Promise.reject(new Error('offline')) } as unknown as InvoicesGateway;

    expect(await createSendInvoiceEmail({ invoices: offline })({ invoiceNo: '9000100001', sorg: 'ID01' })).toEqual({
      ok: false,
      error: [userError('invoiceNumber', FAILED_SEND_EMAIL_INVOICE)],
    });
  });
});
