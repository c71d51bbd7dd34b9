import { describe, expect, it } from 'vitest';
import { InvoicesGatewayInMemory } from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import { IdGeneratorCounting } from '../../application/portal/cart/testing/cart-gateway.in-memory';
import { createPaymentUseCases } from '../../application/portal/payments/payment-use-cases';
import { PaymentsGatewayInMemory } from '../../application/portal/payments/testing/payments-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { createPortalStore } from '../store/store';
import { fakeUseCases } from '../testing/render-portal';
import { payerLineQueries } from './payer-line-queries';
import { selectChosenPayer } from './payment-selectors';
import { selectPaymentState } from './payment-slice';
import { paymentPayersRequested } from './payment-thunks';

describe('loading the payers of the payment screen', () => {
  it('asks for the chosen payer\'s lines and payment methods as soon as the payers are known, before any screen draws them', async () => {
    const invoices = new InvoicesGatewayInMemory();
    const payments = new PaymentsGatewayInMemory();
    const useCases = fakeUseCases({ ...createPaymentUseCases({ payments, invoices, ids: new IdGeneratorCounting('attempt') }), ports: { ...inMemoryPortalPorts(), invoices, payments } });
    const store = createPortalStore(useCases);

    await store.dispatch(paymentPayersRequested());

    const payer = selectChosenPayer(store.getState());
    expect(payer).not.toBeNull();
    const queries = payerLineQueries(payer!, selectPaymentState(store.getState()).selection);
    await expect.poll(() => invoices.lineQueries).toContainEqual(queries.payable);
    expect(selectPaymentState(store.getState()).options.status).toBe('loaded');
  });
});
