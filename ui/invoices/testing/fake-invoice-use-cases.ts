import { vi } from 'vitest';
import { userError } from '../../../domain/shared/user-error';
import type { InvoiceUseCases } from '../../../application/portal/invoices/invoice-use-cases';

/** This area's use-cases as spies: no invoices, nothing found, every e-mail refused. */
export function fakeInvoiceUseCases(): InvoiceUseCases {
  return {
    loadOpenInvoices: vi.fn<InvoiceUseCases['loadOpenInvoices']>(async () => ({ ok: true, value: [] })),
    loadAveragePaymentDays: vi.fn<InvoiceUseCases['loadAveragePaymentDays']>(async () => ({ ok: true, value: null })),
    loadPaidInvoices: vi.fn<InvoiceUseCases['loadPaidInvoices']>(async () => ({ ok: true, value: [] })),
    loadInvoiceDetails: vi.fn<InvoiceUseCases['loadInvoiceDetails']>(async () => ({ ok: false, error: 'invoice_not_found' })),
    sendInvoiceEmail: vi.fn<InvoiceUseCases['sendInvoiceEmail']>(async () => ({ ok: false, error: [userError('invoiceNumber', 'failed_send_email_invoice')] })),
  };
}
