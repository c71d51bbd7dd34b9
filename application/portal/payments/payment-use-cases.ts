import type { IdGenerator } from '../cart/ports';
import type { InvoicesGateway } from '../invoices/ports';
import { createStartInvoicePayment, type StartInvoicePayment } from './invoice-payment';
import { paymentPayersOf, type PaymentOptions, type PaymentPayer } from './payment-screen';
import type { PaymentsGateway } from './ports';
import { refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';

/** What the service answered nothing usable for, when deleting a saved payment failed. */
export const FAILED_DELETE_SAVED_PAYMENT = 'failed_delete_user_payment';

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface PaymentUseCases {
  /** The payers with open lines of the customer the session acts for, without the lines; null when they cannot be loaded. */
  loadPaymentPayers(): Promise<PaymentPayer[] | null>;
  /** The invoice payment methods of the payer's sales organisation and the user's saved payments for its company. */
  loadPaymentOptions(payer: Pick<PaymentPayer, 'sorg' | 'companyCode'>): Promise<PaymentOptions | null>;
  /** Deletes a saved payment, or answers why it could not. */
  deleteSavedPayment(id: string): Promise<Result<void>>;
  startInvoicePayment: StartInvoicePayment;
}

export function createPaymentUseCases(ports: { payments: PaymentsGateway; invoices: InvoicesGateway; ids: IdGenerator }): PaymentUseCases {
  return {
    loadPaymentPayers: async () => {
      try {
        return paymentPayersOf(await ports.invoices.openInvoiceSummary());
      } catch {
        return null;
      }
    },
    loadPaymentOptions: async (payer) => {
      try {
        const [methods, saved] = await Promise.all([ports.payments.paymentMethods(payer.sorg), ports.payments.savedPayments([payer.companyCode])]);
        const merchants = new Set(methods.flatMap((method) => method.merchants.map((merchant) => merchant.id)));
        return { methods, saved: saved.filter((candidate) => merchants.has(candidate.merchantId)) };
      } catch {
        return null;
      }
    },
    deleteSavedPayment: async (id) => {
      try {
        return await ports.payments.deleteSavedPayment(id);
      } catch {
        return refused(userError('id', FAILED_DELETE_SAVED_PAYMENT));
      }
    },
    startInvoicePayment: createStartInvoicePayment(ports),
  };
}
