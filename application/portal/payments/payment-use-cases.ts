import type { IdGenerator } from '../ordering/ports';
import type { InvoicesGateway } from '../invoices/ports';
import { createStartInvoicePayment, type StartInvoicePayment } from './invoice-payment';
import { paymentPayersOf, type PaymentOptions, type PaymentPayer } from './payment-screen';
import type { PaymentsGateway, PaymentUserError } from './ports';

/** What the service answered nothing usable for, when deleting a saved payment failed. */
export const FAILED_DELETE_SAVED_PAYMENT = 'failed_delete_user_payment';

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface PaymentUseCases {
  /** The payers with open lines of the customer the session acts for; null when they cannot be loaded. */
  loadPaymentPayers(): Promise<PaymentPayer[] | null>;
  /** The invoice payment methods of the payer's sales organisation and the user's saved payments for its company. */
  loadPaymentOptions(payer: Pick<PaymentPayer, 'sorg' | 'companyCode'>): Promise<PaymentOptions | null>;
  /** Deletes a saved payment; the refusals, none when it is gone. */
  deleteSavedPayment(id: string): Promise<PaymentUserError[]>;
  startInvoicePayment: StartInvoicePayment;
}

export function createPaymentUseCases(ports: { payments: PaymentsGateway; invoices: InvoicesGateway; ids: IdGenerator }): PaymentUseCases {
  return {
    loadPaymentPayers: async () => {
      try {
        return paymentPayersOf(await ports.invoices.openInvoices());
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
        return [{ field: 'id', message: FAILED_DELETE_SAVED_PAYMENT, values: {} }];
      }
    },
    startInvoicePayment: createStartInvoicePayment(ports),
  };
}
