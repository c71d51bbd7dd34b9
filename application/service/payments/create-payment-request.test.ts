import { describe, expect, it, vi } from 'vitest';
import { DEALER_CUSTOMER, ActiveCustomerRepositoryInMemory } from '../customers/testing/active-customers.in-memory';
import { ClockFixed, InvoicesSettingsFixed } from '../invoices/testing/invoices.in-memory';
import { givenPrincipal } from '../shared/testing/principals';
import { createPaymentRequest, type CreatePaymentRequestInput } from './create-payment-request';
import type { GatewayPayment, PayableLine, PaymentGateway } from './ports';
import { givenMerchant, PaymentLedgerInMemory, PaymentMethodRepositoryInMemory } from './testing/in-memory-payments';

const OLDEST = 'oldest.test';
const OVERDUE = 'overdue.test';
const TODAY = '2026-03-15';

function line(invoiceNo: string, dueDate: string, accountingAmount: string, extra: Partial<PayableLine> = {}) {
  return {
    id: `line-${extra.assignment ?? invoiceNo}`,
    invoiceNo,
    accountingNo: `1${(extra.assignment ?? invoiceNo).slice(1)}`,
    assignment: invoiceNo,
    installment: null,
    dueDate,
    accountingAmount,
    earlyPaymentDiscount: '0.00',
    freightAllowance: '0.00',
    status: 'Open',
    companyCode: 'ID01-1000',
    payerCode: '0000100001',
    payerName: 'Sepeda Jaya Jakarta',
    sorg: 'ID01',
    currency: 'IDR',
    paymentRequestId: null,
    customerId: 'c1',
    clearingDate: null,
    ...extra,
  };
}

/** The dealer's open lines: two overdue invoices, one not yet due, an invoice in three installments and a credit note. */
function givenLedger() {
  const installment = (number: number, dueDate: string) =>
    line('9000000008', dueDate, '1000000.00', { assignment: `9000000008-${number}`, installment: number, earlyPaymentDiscount: '60000.00', freightAllowance: '25000.00' });
  return new PaymentLedgerInMemory([
    line('9000000001', '2026-02-01', '1000000.00'),
    line('9000000002', '2026-02-20', '2000000.00'),
    line('9000000003', '2026-03-25', '3000000.00'),
    installment(1, '2026-04-01'),
    installment(2, '2026-05-01'),
    installment(3, '2026-06-01'),
    line('9100000001', '2026-03-01', '-500000.00'),
  ]);
}

function mockGateway(answer: Partial<GatewayPayment> = {}) {
  return {
    tokenize: vi.fn<PaymentGateway['tokenize']>(),
    inspectToken: vi.fn<PaymentGateway['inspectToken']>(async (token) =>
      token.startsWith('tok-card') ? { token, kind: 'card', brand: 'Visa', last4: '4242', display: 'Visa •••• 4242' } : token.startsWith('tok-ach') ? { token, kind: 'ach', brand: 'Checking', last4: '6789', display: 'Checking •••• 6789' } : undefined,
    ),
    createPayment: vi.fn<PaymentGateway['createPayment']>(async () => ({ externalId: 'ext-1', virtualAccountNo: '8808000000000001', expiresAt: new Date('2026-03-16T03:00:00Z'), settlesAt: null, status: 'pending', failureReason: null, ...answer })),
    observe: vi.fn<PaymentGateway['observe']>(async () => null),
    cancelPayment: vi.fn<PaymentGateway['cancelPayment']>(async () => {}),
  };
}

const CARD = givenMerchant({ id: 'merchant-card', merchant: 'sandbox-card', methodType: 'Credit Card', methodId: 'method-card', paymentDiscount: '0' });

function given(options: { gateway?: ReturnType<typeof mockGateway> } = {}) {
  const paymentLedger = givenLedger();
  const paymentGateway = options.gateway ?? mockGateway();
  const deps = {
    activeCustomers: new ActiveCustomerRepositoryInMemory([DEALER_CUSTOMER]),
    invoicesSettings: new InvoicesSettingsFixed({
      [OLDEST]: { invoicePaymentRule: 'oldest', allowPartialPayment: true, payment: true },
      [OVERDUE]: { invoicePaymentRule: 'overdue', allowPartialPayment: false, payment: true },
      'closed.test': { invoicePaymentRule: 'oldest', allowPartialPayment: false, payment: false },
    }),
    paymentMethods: new PaymentMethodRepositoryInMemory([givenMerchant(), CARD]),
    savedPayments: paymentLedger,
    paymentLedger,
    paymentGateway,
    clock: new ClockFixed(new Date(`${TODAY}T03:00:00Z`)),
  };
  return { deps, ledger: paymentLedger, gateway: paymentGateway };
}

const dealer = givenPrincipal({ ownCustomerId: 'c1', activeCustomerCode: '0000100001' });
let keys = 0;
const request = (input: Partial<CreatePaymentRequestInput> & { assignments?: string[]; creditNotes?: string[] }): CreatePaymentRequestInput => ({
  payerCode: '0000100001',
  paymentId: 'merchant-va',
  idempotencyKey: `key-${(keys += 1).toString().padStart(8, '0')}`,
  selection: { assignments: input.assignments ?? [], creditNoteNumbers: input.creditNotes ?? [] },
  ...input,
});

describe('creating a payment request', () => {
  it('given the oldest rule, when an invoice is chosen before an older one, then it is refused, naming the one to pay first, and nothing is written', async () => {
    const { deps, ledger, gateway } = given();
    const outcome = await createPaymentRequest(deps, dealer, OLDEST, request({ assignments: ['9000000002'] }));
    expect(outcome).toEqual({
      ok: false,
      error: [
        { field: ['selection', '9000000002'], message: 'pay_oldest_invoice_first', values: { payFirst: '9000000001', payFirstDueDate: '2026-02-01' } },
        { field: ['selection'], message: 'wrong_invoice_selection', values: {} },
      ],
    });
    expect(ledger.state.requests).toEqual([]);
    expect(ledger.line('9000000002').status).toBe('Open');
    expect(gateway.createPayment).not.toHaveBeenCalled();
  });

  it('given the overdue rule, when one overdue invoice is chosen, then a pending request covers it, less the method discount', async () => {
    const { deps, ledger, gateway } = given();
    const outcome = await createPaymentRequest(deps, dealer, OVERDUE, request({ assignments: ['9000000002'] }));
    expect(outcome.ok && outcome.value.request).toMatchObject({ status: 'pending', amount: '1990000.00', paymentMethodDiscount: '10000.00', virtualAccountNo: '8808000000000001', positiveInvoiceNumbers: ['9000000002'] });
    expect(gateway.createPayment).toHaveBeenCalledWith(expect.objectContaining({ amount: '1990000.00', currency: 'IDR', method: 'virtual_account', token: null }));
    expect(ledger.line('9000000002')).toMatchObject({ status: 'Waiting For Payment', paymentRequestId: ledger.state.requests[0]!.id });
  });

  it('given the overdue rule, when a not-overdue invoice is chosen while an overdue one waits, then it is refused', async () => {
    const { deps } = given();
    const outcome = await createPaymentRequest(deps, dealer, OVERDUE, request({ assignments: ['9000000003'] }));
    expect(!outcome.ok && outcome.error[0]).toMatchObject({ field: ['selection', '9000000003'], message: 'pay_overdue_invoices_first' });
  });

  it('given partial payment, when the amount is below 1 or above the total, then the bounds are named; within them the request is partial and earns no discount', async () => {
    const { deps } = given();
    const pay = (amount: string, host = OLDEST, assignments = ['9000000001']) => createPaymentRequest(deps, dealer, host, request({ assignments, amount }));
    expect(await pay('0')).toEqual({ ok: false, error: [{ field: ['amount'], message: 'minimum_amount', values: { minimum: '1' } }] });
    expect(await pay('1000001')).toEqual({ ok: false, error: [{ field: ['amount'], message: 'maximum_amount', values: { total: '1000000' } }] });
    expect(await pay('100.5')).toEqual({ ok: false, error: [{ field: ['amount'], message: 'invalid_amount', values: {} }] });
    expect(await pay('400000', OVERDUE)).toEqual({ ok: false, error: [{ field: ['amount'], message: 'partial_payment_not_allowed', values: {} }] });
    const partial = await pay('400000');
    expect(partial.ok && partial.value.request).toMatchObject({ amount: '400000.00', isPartial: true, paymentMethodDiscount: '0.00', totalBeforeDiscount: '1000000.00' });
  });

  it('given installments, when only some are chosen, then no installment discount; with all of them, the discount counts once', async () => {
    const some = given();
    const partly = await createPaymentRequest(some.deps, dealer, OVERDUE, request({ assignments: ['9000000001', '9000000002', '9000000008-1', '9000000008-2'] }));
    expect(partly.ok && partly.value.totals).toMatchObject({ incompleteInvoices: ['9000000008'] });
    expect(partly.ok && partly.value.request).toMatchObject({ earlyPaymentDiscount: '0.00', freightAllowance: '0.00' });

    const all = given();
    const whole = await createPaymentRequest(all.deps, dealer, OVERDUE, request({ assignments: ['9000000001', '9000000002', '9000000008-1', '9000000008-2', '9000000008-3'] }));
    // 6,000,000 before discount: 60,000 early payment + 25,000 freight once, and 0.5 % (30,000) for the virtual account.
    expect(whole.ok && whole.value.request).toMatchObject({ totalBeforeDiscount: '6000000.00', earlyPaymentDiscount: '60000.00', freightAllowance: '25000.00', paymentMethodDiscount: '30000.00', amount: '5885000.00' });
  });

  it('given a double submit, when the same key comes twice, then one request exists and the second answer replays it; the key with another request is refused', async () => {
    const { deps, ledger, gateway } = given();
    const input = request({ assignments: ['9000000001'] });
    const [first, second] = await Promise.all([createPaymentRequest(deps, dealer, OLDEST, input), createPaymentRequest(deps, dealer, OLDEST, input)]);
    expect(first.ok && second.ok && first.value.request.id === second.value.request.id).toBe(true);
    expect([first, second].map((outcome) => outcome.ok && outcome.value.replayed).sort()).toEqual([false, true]);
    expect(ledger.state.requests).toHaveLength(1);
    expect(gateway.createPayment).toHaveBeenCalledTimes(1);
    const reused = await createPaymentRequest(deps, dealer, OVERDUE, { ...input, selection: { assignments: ['9000000002'], creditNoteNumbers: [] } });
    expect(reused).toEqual({ ok: false, error: [{ field: ['idempotencyKey'], message: 'idempotency_key_reused', values: {} }] });
    const sameLines = await createPaymentRequest(deps, dealer, OLDEST, request({ assignments: ['9000000001'] }));
    expect(!sameLines.ok && sameLines.error[0]).toMatchObject({ message: 'invoice_not_payable' });
  });

  it('given a card method, when the request carries a card number or security code, then it is refused; with a token, only token, brand and last four digits are saved', async () => {
    const { deps, ledger, gateway } = given({ gateway: mockGateway({ status: 'on_processing', virtualAccountNo: null, expiresAt: null, settlesAt: new Date('2026-03-15T03:15:00Z') }) });
    const raw = await createPaymentRequest(deps, dealer, OLDEST, request({ paymentId: CARD.id, assignments: ['9000000001'], paymentInformation: { creditCardNumber: '4242424242424242', securityCode: '123' } }));
    expect(!raw.ok && raw.error.map((error) => error.field.join('.'))).toEqual(['paymentInformation.creditCardNumber', 'paymentInformation.securityCode']);
    expect(await createPaymentRequest(deps, dealer, OLDEST, request({ paymentId: CARD.id, assignments: ['9000000001'] }))).toMatchObject({ ok: false, error: [{ message: 'payment_information_required' }] });
    expect(await createPaymentRequest(deps, dealer, OLDEST, request({ paymentId: CARD.id, assignments: ['9000000001'], paymentInformation: { paymentToken: 'tok-ach-1' } }))).toMatchObject({
      ok: false,
      error: [{ message: 'payment_token_other_method' }],
    });

    const paid = await createPaymentRequest(deps, dealer, OLDEST, request({ paymentId: CARD.id, assignments: ['9000000001'], paymentInformation: { paymentToken: 'tok-card-1', shouldSavePayment: true } }));
    expect(paid.ok && paid.value.request).toMatchObject({ status: 'on_processing', instrumentDisplay: 'Visa •••• 4242' });
    expect(gateway.createPayment).toHaveBeenCalledWith(expect.objectContaining({ method: 'card', token: 'tok-card-1' }));
    expect(ledger.line('9000000001').status).toBe('Pending Payment');
    expect(ledger.state.saved).toEqual([expect.objectContaining({ token: 'tok-card-1', brand: 'Visa', last4: '4242', display: 'Visa •••• 4242', kind: 'card' })]);
    expect(JSON.stringify(ledger.state)).not.toContain('4242424242424242');
  });

  it('given the gateway declines, when the request is made, then it is failed and its lines are open again', async () => {
    const { deps, ledger } = given({ gateway: mockGateway({ status: 'failed', failureReason: 'payment_declined', virtualAccountNo: null, expiresAt: null }) });
    const outcome = await createPaymentRequest(deps, dealer, OLDEST, request({ paymentId: CARD.id, assignments: ['9000000001'], paymentInformation: { paymentToken: 'tok-card-2' } }));
    expect(outcome.ok && outcome.value.request).toMatchObject({ status: 'failed', failureReason: 'payment_declined' });
    expect(ledger.line('9000000001')).toMatchObject({ status: 'Open', paymentRequestId: null });
  });

  it('given the gateway fails outright, when the request is made, then nothing is kept', async () => {
    const gateway = mockGateway();
    gateway.createPayment.mockRejectedValueOnce(new Error('gateway unavailable'));
    const { deps, ledger } = given({ gateway });
    await expect(createPaymentRequest(deps, dealer, OLDEST, request({ assignments: ['9000000001'] }))).rejects.toThrow('gateway unavailable');
    expect(ledger.state.requests).toEqual([]);
    expect(ledger.line('9000000001')).toMatchObject({ status: 'Open', paymentRequestId: null });
  });

  it('given a session without its customer, another payer, unknown invoices or a closed host, when a request is made, then it is refused', async () => {
    const { deps } = given();
    expect(await createPaymentRequest(deps, givenPrincipal({ activeCustomerCode: null }), OLDEST, request({ assignments: ['9000000001'] }))).toMatchObject({ ok: false, error: [{ message: 'customer_required' }] });
    expect(await createPaymentRequest(deps, givenPrincipal({ ownCustomerId: 'c9' }), OLDEST, request({ assignments: ['9000000001'] }))).toMatchObject({ ok: false, error: [{ message: 'customer_no_longer_belongs' }] });
    expect(await createPaymentRequest(deps, dealer, OLDEST, request({ payerCode: '0000100002', assignments: ['9000000001'] }))).toMatchObject({ ok: false, error: [{ message: 'unknown_payer' }] });
    expect(await createPaymentRequest(deps, dealer, OLDEST, request({ assignments: ['9999999999'], creditNotes: ['9000000001'] }))).toMatchObject({
      ok: false,
      error: [{ field: ['selection', 'assignments', '9999999999'] }, { field: ['selection', 'creditNoteNumbers', '9000000001'] }],
    });
    expect(await createPaymentRequest(deps, dealer, 'closed.test', request({ assignments: ['9000000001'] }))).toMatchObject({ ok: false, error: [{ message: 'payment_disabled' }] });
    expect(await createPaymentRequest(deps, dealer, OLDEST, request({ assignments: ['9000000001'], idempotencyKey: 'x' }))).toMatchObject({ ok: false, error: [{ message: 'invalid_idempotency_key' }] });
  });

  it('given a credit note beside the oldest invoice, when both are chosen, then the note lowers the amount and is listed as negative', async () => {
    const { deps } = given();
    const outcome = await createPaymentRequest(deps, dealer, OLDEST, request({ assignments: ['9000000001'], creditNotes: ['9100000001'] }));
    expect(outcome.ok && outcome.value.request).toMatchObject({ totalBeforeDiscount: '500000.00', positiveInvoiceNumbers: ['9000000001'], negativeInvoiceNumbers: ['9100000001'] });
  });
});
