import { vi } from 'vitest';
import type { PaymentUseCases } from '../../../application/portal/payments/payment-use-cases';

/** This area's use-cases as spies: no payer, no payment option, every request refused. */
export function fakePaymentUseCases(): PaymentUseCases {
  return {
    loadPaymentPayers: vi.fn<PaymentUseCases['loadPaymentPayers']>(async () => []),
    loadPaymentOptions: vi.fn<PaymentUseCases['loadPaymentOptions']>(async () => ({ methods: [], saved: [] })),
    deleteSavedPayment: vi.fn<PaymentUseCases['deleteSavedPayment']>(async () => ({ ok: true, value: undefined })),
    startInvoicePayment: vi.fn<PaymentUseCases['startInvoicePayment']>(() => ({ idempotencyKey: 'key-1', submit: async () => ({ ok: false, error: [] }) })),
  };
}
