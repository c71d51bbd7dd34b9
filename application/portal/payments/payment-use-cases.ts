import type { IdGenerator } from '../ordering/ports';
import type { InvoicesGateway } from '../invoices/ports';
import type { PaymentsGateway } from './ports';

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface PaymentUseCases {}

export function createPaymentUseCases(_ports: { payments: PaymentsGateway; invoices: InvoicesGateway; ids: IdGenerator }): PaymentUseCases {
  return {};
}
