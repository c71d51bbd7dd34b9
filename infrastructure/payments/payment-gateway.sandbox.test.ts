import { describe, expect, it } from 'vitest';
import { ACH_SETTLEMENT_MS, CARD_SETTLEMENT_MS, PaymentGatewaySandbox, SANDBOX_DECLINED_CARD, SANDBOX_REFUSED_CARD, VIRTUAL_ACCOUNT_LIFETIME_MS } from './payment-gateway.sandbox';

function given() {
  let now = new Date('2026-03-15T03:00:00Z').getTime();
  const clock = { now: () => new Date(now) };
  return { gateway: new PaymentGatewaySandbox(clock, 'test-secret'), advance: (ms: number) => (now += ms), clock };
}

const card = (number: string) => ({ kind: 'card' as const, number, brand: 'Visa', expiryMonth: 12, expiryYear: 2030, securityCode: '123' });
const input = { reference: 'request-1', requestNo: '7100000001', amount: '1000000.00', currency: 'IDR', merchant: 'sandbox', extPaymentGatewayId: 'sandbox-id01' };

describe('the sandbox payment gateway', () => {
  it('tokenises a card into a signed token carrying only brand and last four digits', async () => {
    const { gateway } = given();
    const outcome = await gateway.tokenize(card('4111111111111111'));
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.value).toMatchObject({ kind: 'card', brand: 'Visa', last4: '1111', display: 'Visa •••• 1111' });
    expect(outcome.value.token).not.toContain('411111');
    expect(await gateway.inspectToken(outcome.value.token)).toEqual(outcome.value);
    expect(await gateway.inspectToken(outcome.value.token.replace('_1111_', '_9999_'))).toBeUndefined();
    expect(await new PaymentGatewaySandbox({ now: () => new Date() }, 'other-secret').inspectToken(outcome.value.token)).toBeUndefined();
    expect(await gateway.tokenize(card(SANDBOX_REFUSED_CARD))).toEqual({ ok: false, error: 'payment_declined' });
  });

  it('opens a virtual account that stays pending and fails once it expires unpaid', async () => {
    const { gateway, advance } = given();
    const payment = await gateway.createPayment({ ...input, method: 'virtual_account', token: null });
    expect(payment).toMatchObject({ status: 'pending', virtualAccountNo: expect.stringMatching(/^8808\d{12}$/) });
    expect(await gateway.createPayment({ ...input, method: 'virtual_account', token: null })).toEqual(payment);
    const facts = { externalId: payment.externalId, status: 'pending' as const, expiresAt: payment.expiresAt, settlesAt: payment.settlesAt };
    expect(await gateway.observe(facts)).toBeNull();
    advance(VIRTUAL_ACCOUNT_LIFETIME_MS);
    expect(await gateway.observe(facts)).toEqual({ status: 'failed', reason: 'virtual_account_expired' });
  });

  it('takes a card payment at once and settles it later; a declined card fails', async () => {
    const { gateway, advance } = given();
    const token = await gateway.tokenize(card('4111111111111111'));
    const taken = await gateway.createPayment({ ...input, method: 'card', token: token.ok ? token.value.token : null });
    expect(taken.status).toBe('on_processing');
    const facts = { externalId: taken.externalId, status: 'on_processing' as const, expiresAt: null, settlesAt: taken.settlesAt };
    advance(CARD_SETTLEMENT_MS - 1);
    expect(await gateway.observe(facts)).toBeNull();
    advance(1);
    expect(await gateway.observe(facts)).toEqual({ status: 'complete', reason: 'settled' });

    const declined = await gateway.tokenize(card(SANDBOX_DECLINED_CARD));
    expect(await gateway.createPayment({ ...input, reference: 'request-2', method: 'card', token: declined.ok ? declined.value.token : null })).toMatchObject({ status: 'failed', failureReason: 'payment_declined' });
    expect(await gateway.createPayment({ ...input, reference: 'request-3', method: 'card', token: 'tok_forged' })).toMatchObject({ status: 'failed', failureReason: 'invalid_payment_token' });
  });

  it('debits an ACH account, settling the next day', async () => {
    const { gateway } = given();
    const token = await gateway.tokenize({ kind: 'ach', accountType: 'Corporate Checking', accountNumber: '000123456789', routingNumber: '011000015' });
    expect(token.ok && token.value).toMatchObject({ kind: 'ach', brand: 'Corporate Checking', last4: '6789' });
    const taken = await gateway.createPayment({ ...input, method: 'ach', token: token.ok ? token.value.token : null });
    expect(taken.settlesAt!.getTime() - new Date('2026-03-15T03:00:00Z').getTime()).toBe(ACH_SETTLEMENT_MS);
  });
});
