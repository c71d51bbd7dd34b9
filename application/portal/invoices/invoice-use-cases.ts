import { createSendInvoiceEmail, type SendInvoiceEmail } from './invoice-email';
import { createLoadPaidInvoices, type LoadPaidInvoices } from './paid-invoices';
import type { InvoicesGateway } from './ports';

/**
 * The use-cases of this area that carry a rule: the paid-invoice range checked before the service is asked, and the
 * invoice e-mail, whose every failure answers the service's failure message. Plain reads go through the gateway.
 */
export interface InvoiceUseCases {
  loadPaidInvoices: LoadPaidInvoices;
  sendInvoiceEmail: SendInvoiceEmail;
}

export function createInvoiceUseCases(ports: { invoices: InvoicesGateway }): InvoiceUseCases {
  return {
    loadPaidInvoices: createLoadPaidInvoices(ports),
    sendInvoiceEmail: createSendInvoiceEmail(ports),
  };
}
