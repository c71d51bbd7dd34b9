import type { InvoiceUseCases } from '../../../application/portal/invoices/invoice-use-cases';

/** This area's use-cases as spies answering nothing. */
export function fakeInvoiceUseCases(): InvoiceUseCases {
  return {};
}
