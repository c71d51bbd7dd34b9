import { describe, expect, it, vi } from 'vitest';
import { InvoicesGatewayInMemory } from '../invoices/testing/invoices-gateway.in-memory';
import { IdGeneratorCounting } from '../cart/testing/cart-gateway.in-memory';
import { createPaymentUseCases, FAILED_DELETE_SAVED_PAYMENT } from './payment-use-cases';
import { exampleSavedPayment, PaymentsGatewayInMemory } from './testing/payments-gateway.in-memory';

function given(payments = new PaymentsGatewayInMemory(undefined, [exampleSavedPayment(), exampleSavedPayment({ id: 'saved-sg', merchantId: 'merchant-SG01-card', companyCode: 'ID01-1000' })])) {
  const invoices = new InvoicesGatewayInMemory();
  return { payments, invoices, useCases: createPaymentUseCases({ payments, invoices, ids: new IdGeneratorCounting() }) };
}

describe('payment use-cases', () => {
  it("loads the payers of the customer's open invoices", async () => {
    const { useCases } = given();
    expect((await useCases.loadPaymentPayers())?.map((payer) => payer.payerName)).toEqual(['Sepeda Jaya Jakarta']);
  });

  it('answers null when the open invoices cannot be loaded', async () => {
    const { useCases, invoices } = given();
    vi.spyOn(invoices, 'openInvoiceSummary').mockRejectedValue(new Error('offline'));
    expect(await useCases.loadPaymentPayers()).toBeNull();
  });

  it("offers the methods of the payer's sales organisation and only the saved payments of their merchants", async () => {
    const { useCases } = given();
    const options = await useCases.loadPaymentOptions({ sorg: 'ID01', companyCode: 'ID01-1000' });
    expect(options?.methods.map((method) => method.type)).toEqual(['ACH', 'Credit Card', 'Virtual Account']);
    expect(options?.saved.map((saved) => saved.id)).toEqual(['saved-visa-4242']);
  });

  it('deletes a saved payment, and says so when the call fails', async () => {
    const { useCases, payments } = given();
    expect(await useCases.deleteSavedPayment('saved-visa-4242')).toEqual({ ok: true, value: undefined });
    expect(await payments.savedPayments(['ID01-1000'])).toHaveLength(1);
    vi.spyOn(payments, 'deleteSavedPayment').mockRejectedValue(new Error('offline'));
    expect(await useCases.deleteSavedPayment('saved-sg')).toEqual({ ok: false, error: [{ field: ['id'], message: FAILED_DELETE_SAVED_PAYMENT, values: {} }] });
  });
});
