import { describe, expect, it, vi } from 'vitest';
import { IdGeneratorCounting } from '../cart/testing/cart-gateway.in-memory';
import { createStartInvoicePayment, FAILED_PAYMENT_REQUEST, type InvoicePaymentSubmission } from './invoice-payment';
import { PaymentsGatewayInMemory } from './testing/payments-gateway.in-memory';

const VISA = { creditCardNumber: '4242 4242 4242 4242', creditCardType: 'Visa', expiredMonth: 12, expiredYear: 2030, securityCode: '123' };

function submission(overrides: Partial<InvoicePaymentSubmission> = {}): InvoicePaymentSubmission {
  return {
    payerCode: '0000100001',
    companyCode: 'ID01-1000',
    selection: { assignments: ['9000100001'], creditNoteNumbers: [] },
    merchantId: 'merchant-ID01-va',
    partialAmount: null,
    expectedAmount: '11287778',
    instrument: null,
    ...overrides,
  };
}

function given(gateway = new PaymentsGatewayInMemory()) {
  return { gateway, start: createStartInvoicePayment({ payments: gateway, ids: new IdGeneratorCounting('attempt') }) };
}

describe('invoice payment attempt', () => {
  it('given a double submit, then one request is asked for, under the attempt key, with the amount shown', async () => {
    const { gateway, start } = given();
    const attempt = start();
    const [first, second] = await Promise.all([attempt.submit(submission()), attempt.submit(submission())]);
    expect(first).toEqual(second);
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]).toMatchObject({ idempotencyKey: 'attempt-1', expectedAmount: '11287778', amount: null, instrument: null });
  });

  it('given a repeat after the request was made, then the same key is sent and the first request comes back', async () => {
    const { gateway, start } = given();
    const attempt = start();
    const first = await attempt.submit(submission());
    const again = await attempt.submit(submission());
    expect(gateway.received.map((input) => input.idempotencyKey)).toEqual(['attempt-1', 'attempt-1']);
    expect(again).toEqual(first.ok ? { ok: true, value: { request: first.value.request, replayed: true } } : null);
    expect(gateway.created.size).toBe(1);
  });

  it('given a new attempt, then it has its own key', () => {
    const { start } = given();
    expect(start().idempotencyKey).not.toBe(start().idempotencyKey);
  });

  it('given a card with a wrong number, then the domain refuses it and nothing is tokenised or sent', async () => {
    const { gateway, start } = given();
    const result = await start().submit(
      submission({ merchantId: 'merchant-ID01-card', instrument: { kind: 'entered', instrument: 'card', entry: { ...VISA, creditCardNumber: '4242 4242 4242 4241', securityCode: '' }, save: false, today: '2026-11-22' } }),
    );
    expect(result).toEqual({
      ok: false,
      error: [
        { field: ['paymentInformation', 'creditCardNumber'], message: 'invalid_card_number', values: {} },
        { field: ['paymentInformation', 'securityCode'], message: 'required', values: {} },
      ],
    });
    expect(gateway.tokenisations).toBe(0);
    expect(gateway.received).toEqual([]);
  });

  it('given a valid card, then only the token and the save wish reach the request, never the numbers', async () => {
    const { gateway, start } = given();
    const tokenize = vi.spyOn(gateway, 'tokenize');
    await start().submit(submission({ merchantId: 'merchant-ID01-card', instrument: { kind: 'entered', instrument: 'card', entry: { ...VISA, accountNumber: '000123456789' }, save: true, today: '2026-11-22' } }));
    expect(tokenize).toHaveBeenCalledWith('merchant-ID01-card', VISA);
    expect(gateway.received[0]!.instrument).toEqual({ token: 'tok_mem_1', save: true });
    expect(JSON.stringify(gateway.received)).not.toContain('4242 4242');
  });

  it('given an ACH account, then its fields are checked by the domain (routing number checksum)', async () => {
    const { start } = given();
    const result = await start().submit(
      submission({ merchantId: 'merchant-ID01-ach', instrument: { kind: 'entered', instrument: 'ach', entry: { accountType: 'Checking', accountNumber: '000123456789', routingNumber: '123456789' }, save: false, today: '2026-11-22' } }),
    );
    expect(result).toEqual({ ok: false, error: [{ field: ['paymentInformation', 'routingNumber'], message: 'invalid_routing_number', values: {} }] });
  });

  it('given a retry after a lost answer, then the same token is sent again', async () => {
    const { gateway, start } = given();
    const create = vi.spyOn(gateway, 'createInvoicePaymentRequest').mockRejectedValueOnce(new Error('offline'));
    const attempt = start();
    const card = submission({ merchantId: 'merchant-ID01-card', instrument: { kind: 'entered', instrument: 'card', entry: VISA, save: false, today: '2026-11-22' } });
    expect(await attempt.submit(card)).toEqual({ ok: false, error: [{ field: [], message: FAILED_PAYMENT_REQUEST, values: {} }] });
    expect((await attempt.submit(card)).ok).toBe(true);
    expect(gateway.tokenisations).toBe(1);
    expect(create.mock.calls.map(([input]) => input.instrument)).toEqual([
      { token: 'tok_mem_1', save: false },
      { token: 'tok_mem_1', save: false },
    ]);
  });

  it('given a saved payment, then it is sent by its id', async () => {
    const { gateway, start } = given();
    await start().submit(submission({ merchantId: 'merchant-ID01-card', instrument: { kind: 'saved', savedPaymentId: 'saved-visa-4242' } }));
    expect(gateway.received[0]!.instrument).toEqual({ savedPaymentId: 'saved-visa-4242' });
  });

  it("given the service's refusal, then its user errors come back", async () => {
    const refusal = [{ field: ['expectedAmount'], message: 'amount_changed', values: { toPay: '11287777' } }];
    const { start } = given(new PaymentsGatewayInMemory(undefined, undefined, refusal));
    expect(await start().submit(submission())).toEqual({ ok: false, error: refusal });
  });
});
