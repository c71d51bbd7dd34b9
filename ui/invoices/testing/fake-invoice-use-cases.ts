import { vi } from 'vitest';
import { userError } from '../../../domain/shared/user-error';
import type { InvoiceUseCases } from '../../../application/portal/invoices/invoice-use-cases';

/** This area's use-cases as spies: no paid invoices, every e-mail refused. */
export function fakeInvoiceUseCases(): InvoiceUseCases {
  return {
    loadPaidInvoices: vi.fn<InvoiceUseCases['loadPaidInvoices']>(async () => ({ ok: true, value: [] })),
    sendInvoiceEmail: vi.fn<InvoiceUseCases['sendInvoiceEmail']>(async () => ({ ok: false, error: [userError('invoiceNumber', 'failed_send_email_invoice')] })),
  };
}
