import { createLoadInvoiceDetails, createSendInvoiceEmail, type LoadInvoiceDetails, type SendInvoiceEmail } from './invoice-details';
import { createLoadAveragePaymentDays, createLoadOpenInvoices, type LoadAveragePaymentDays, type LoadOpenInvoices } from './open-invoices';
import { createLoadPaidInvoices, type LoadPaidInvoices } from './paid-invoices';
import type { InvoicesGateway } from './ports';

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface InvoiceUseCases {
  loadOpenInvoices: LoadOpenInvoices;
  loadAveragePaymentDays: LoadAveragePaymentDays;
  loadPaidInvoices: LoadPaidInvoices;
  loadInvoiceDetails: LoadInvoiceDetails;
  sendInvoiceEmail: SendInvoiceEmail;
}

export function createInvoiceUseCases(ports: { invoices: InvoicesGateway }): InvoiceUseCases {
  return {
    loadOpenInvoices: createLoadOpenInvoices(ports),
    loadAveragePaymentDays: createLoadAveragePaymentDays(ports),
    loadPaidInvoices: createLoadPaidInvoices(ports),
    loadInvoiceDetails: createLoadInvoiceDetails(ports),
    sendInvoiceEmail: createSendInvoiceEmail(ports),
  };
}
