import { describe, expect, it, vi } from 'vitest';
import { ActiveCustomerRepositoryInMemory, DEALER_CUSTOMER } from '../customers/testing/active-customers.in-memory';
import { ClockFixed, InvoicesSettingsFixed } from '../invoices/testing/invoices.in-memory';
import { givenPrincipal } from '../shared/testing/principals';
import { decidePayment, voidPayerRequests } from './payment-approval';
import type { PaymentGateway, PaymentRequestRecord } from './ports';
import { PaymentLedgerInMemory } from './testing/in-memory-payments';

const NOW = new Date('2026-03-15T03:00:00Z');

function givenRequest(number: string, status: PaymentRequestRecord['status'], overrides: Partial<PaymentRequestRecord> = {}): PaymentRequestRecord {
  return {
    id: `request-${number}`,
    requestNo: number,
    kind: 'invoice',
    orderNo: null,
    customerId: 'c1',
    userId: 'u-dealer',
    payerCode: '0000100001',
    payerName: 'Sepeda Jaya Jakarta',
    companyCode: 'ID01-1000',
    sorg: 'ID01',
    currency: 'IDR',
    merchantId: 'merchant-va',
    merchant: 'sandbox-va',
    instruction: null,
    methodType: 'Virtual Account',
    savedPaymentId: null,
    instrumentDisplay: null,
    amount: '1000000.00',
    totalBeforeDiscount: '1000000.00',
    earlyPaymentDiscount: '0.00',
    freightAllowance: '0.00',
    paymentMethodDiscount: '0.00',
    isPartial: false,
    positiveInvoiceNumbers: [`9${number}`],
    negativeInvoiceNumbers: [],
    accountingNumbers: [`1${number}`],
    status,
    externalId: `ext-${number}`,
    virtualAccountNo: null,
    expiresAt: null,
    settlesAt: null,
    failureReason: null,
    idempotencyKey: `key-${number}`,
    requestHash: 'hash',
    createdAt: NOW,
    updatedAt: NOW,
    documents: [],
    ...overrides,
  };
}

function given(requests: PaymentRequestRecord[], observed: Awaited<ReturnType<PaymentGateway['observe']>> = null) {
  const ledger = new PaymentLedgerInMemory(
    requests.map((request) => ({
      id: `line-${request.requestNo}`,
      invoiceNo: request.positiveInvoiceNumbers[0]!,
      accountingNo: request.accountingNumbers[0]!,
      assignment: request.positiveInvoiceNumbers[0]!,
      installment: null,
      dueDate: '2026-03-01',
      accountingAmount: request.totalBeforeDiscount,
      earlyPaymentDiscount: '0.00',
      freightAllowance: '0.00',
      status: request.status === 'pending' ? 'Waiting For Payment' : 'Pending Payment',
      companyCode: 'ID01-1000',
      payerCode: '0000100001',
      payerName: 'Sepeda Jaya Jakarta',
      sorg: 'ID01',
      currency: 'IDR',
      paymentRequestId: request.id,
      customerId: 'c1',
      clearingDate: null,
    })),
  );
  ledger.state.requests = requests;
  ledger.state.requestLines = requests.map((request) => ({ requestId: request.id, lineId: `line-${request.requestNo}`, amount: request.totalBeforeDiscount }));
  const gateway = {
    tokenize: vi.fn<PaymentGateway['tokenize']>(),
    inspectToken: vi.fn<PaymentGateway['inspectToken']>(),
    createPayment: vi.fn<PaymentGateway['createPayment']>(),
    observe: vi.fn<PaymentGateway['observe']>(async () => observed),
    cancelPayment: vi.fn<PaymentGateway['cancelPayment']>(async () => {}),
  };
  const deps = {
    activeCustomers: new ActiveCustomerRepositoryInMemory([DEALER_CUSTOMER]),
    invoicesSettings: new InvoicesSettingsFixed({}),
    paymentLedger: ledger,
    paymentGateway: gateway,
    clock: new ClockFixed(NOW),
  };
  return { deps, ledger, gateway };
}

const admin = givenPrincipal({ ownCustomerId: 'c1' });

describe('approving and voiding payment requests', () => {
  it('given a request on processing, when approved, then it completes and its lines are cleared today', async () => {
    const { deps, ledger } = given([givenRequest('1001', 'on_processing')]);
    const outcome = await decidePayment(deps, admin, '1001', 'approve');
    expect(outcome.ok && outcome.value.status).toBe('complete');
    expect(ledger.line('91001')).toMatchObject({ status: 'Paid', clearingDate: '2026-03-15', paymentRequestId: null });
  });

  it('given a partial payment on processing, when approved, then the invoice keeps what is left, open again', async () => {
    const { deps, ledger } = given([givenRequest('1002', 'on_processing', { isPartial: true, amount: '400000.00' })]);
    await decidePayment(deps, admin, '1002', 'approve');
    expect(ledger.line('91002')).toMatchObject({ status: 'Open', accountingAmount: '600000', clearingDate: null });
  });

  it('given a pending request, when approved, then the state machine refuses: money has not been seen', async () => {
    const { deps } = given([givenRequest('1003', 'pending')]);
    expect(await decidePayment(deps, admin, '1003', 'approve')).toEqual({ ok: false, error: [{ field: ['orderNumber'], message: 'payment_transition_not_allowed', values: { status: 'pending' } }] });
  });

  it('given a pending request, when voided, then the gateway withdraws it and its lines are open again', async () => {
    const { deps, ledger, gateway } = given([givenRequest('1004', 'pending')]);
    const outcome = await decidePayment(deps, admin, '1004', 'void');
    expect(outcome.ok && outcome.value.status).toBe('void');
    expect(gateway.cancelPayment).toHaveBeenCalledWith('ext-1004');
    expect(ledger.line('91004')).toMatchObject({ status: 'Open', paymentRequestId: null });
  });

  it('given a request on processing or final, when voided, then it is refused with the reason', async () => {
    const { deps } = given([givenRequest('1005', 'on_processing'), givenRequest('1006', 'complete')]);
    expect(await decidePayment(deps, admin, '1005', 'void')).toMatchObject({ ok: false, error: [{ message: 'payment_transition_not_allowed' }] });
    expect(await decidePayment(deps, admin, '1006', 'void')).toMatchObject({ ok: false, error: [{ message: 'payment_already_final' }] });
    expect(await decidePayment(deps, admin, '9999', 'void')).toMatchObject({ ok: false, error: [{ message: 'unknown_payment_request' }] });
  });

  it('given a virtual account the gateway reports expired, when voided, then it is already failed', async () => {
    const { deps, ledger } = given([givenRequest('1007', 'pending', { expiresAt: new Date('2026-03-14T00:00:00Z') })], { status: 'failed', reason: 'virtual_account_expired' });
    expect(await decidePayment(deps, admin, '1007', 'void')).toMatchObject({ ok: false, error: [{ message: 'payment_already_final' }] });
    expect(ledger.state.requests[0]).toMatchObject({ status: 'failed', failureReason: 'virtual_account_expired' });
    expect(ledger.line('91007').status).toBe('Open');
  });

  it('given another customer’s request, when a session decides on it, then it is unknown to that session', async () => {
    const { deps } = given([givenRequest('1008', 'on_processing', { customerId: 'c2' })]);
    expect(await decidePayment(deps, admin, '1008', 'approve')).toMatchObject({ ok: false, error: [{ message: 'unknown_payment_request' }] });
  });

  it('given a payer with pending requests, when the payer’s requests are voided, then each pending one is void', async () => {
    const { deps } = given([givenRequest('1009', 'pending'), givenRequest('1010', 'on_processing')]);
    const outcome = await voidPayerRequests(deps, admin, { payerCode: '0000100001' });
    expect(outcome.ok && outcome.value.map((request) => [request.requestNo, request.status])).toEqual([['1009', 'void']]);
    expect(await voidPayerRequests(deps, admin, { payerCode: '0000100001' })).toMatchObject({ ok: false, error: [{ message: 'no_pending_payment_request' }] });
  });
});
