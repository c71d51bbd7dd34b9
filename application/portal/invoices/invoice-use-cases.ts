import type { InvoicesGateway } from './ports';

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface InvoiceUseCases {}

export function createInvoiceUseCases(_ports: { invoices: InvoicesGateway }): InvoiceUseCases {
  return {};
}
