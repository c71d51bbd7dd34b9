import { vi } from 'vitest';
import type { PaymentRequestUseCases } from '../../../application/portal/payments/payment-request-use-cases';

const refused = { ok: false as const, error: [] };

/** This area's use-cases as spies answering nothing: every change refused, every download failed. */
export function fakePaymentRequestUseCases(): PaymentRequestUseCases {
  return {
    approveListedPayment: vi.fn<PaymentRequestUseCases['approveListedPayment']>(async () => refused),
    voidListedPayment: vi.fn<PaymentRequestUseCases['voidListedPayment']>(async () => refused),
    voidPayerPendingPayments: vi.fn<PaymentRequestUseCases['voidPayerPendingPayments']>(async () => refused),
    uploadPaymentReceipt: vi.fn<PaymentRequestUseCases['uploadPaymentReceipt']>(async () => refused),
    uploadPaymentSupportingDocument: vi.fn<PaymentRequestUseCases['uploadPaymentSupportingDocument']>(async () => refused),
    deletePaymentRequestDocument: vi.fn<PaymentRequestUseCases['deletePaymentRequestDocument']>(async () => refused),
    downloadPaymentRequestDocument: vi.fn<PaymentRequestUseCases['downloadPaymentRequestDocument']>(async () => ({ ok: false })),
  };
}
