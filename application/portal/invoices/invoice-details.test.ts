import { describe, expect, it } from 'vitest';
import { userError } from '../../../domain/shared/user-error';
import { createLoadInvoiceDetails, createSendInvoiceEmail, FAILED_SEND_EMAIL_INVOICE } from './invoice-details';
import { InvoicesGatewayInMemory } from './testing/invoices-gateway.in-memory';
import type { InvoicesGateway } from './ports';

describe('invoice details', () => {
  it('given an invoice in two installments, when opened, then both lines and the articles come back', async () => {
    const result = await createLoadInvoiceDetails({ invoices: new InvoicesGatewayInMemory() })({ invoiceNo: '9000100008', sorg: 'ID01' });

    if (!result.ok) throw new Error('expected the details');
    expect(result.value.lines.map((line) => line.installment)).toEqual([1, 2]);
    expect(result.value.items.map((item) => item.articleCode)).toEqual(['VB-AESL-27-M', 'VP-HLM-URB-M']);
  });

  it('given an invoice the customer does not have, when opened, then it is not found', async () => {
    expect(await createLoadInvoiceDetails({ invoices: new InvoicesGatewayInMemory() })({ invoiceNo: '9999999999', sorg: 'ID01' })).toEqual({
      ok: false,
      error: 'invoice_not_found',
    });
  });
});

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
