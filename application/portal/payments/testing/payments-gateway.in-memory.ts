import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError, type UserError } from '../../../../domain/shared/user-error';
import type {
  CreatedPaymentRequest,
  InstrumentEntry,
  InvoicePaymentRequestInput,
  PaymentMethodOption,
  PaymentRequestCreation,
  PaymentsGateway,
  SavedPaymentOption,
  TokenizedInstrument,
} from '../ports';

/** The invoice payment methods of the example sales organisation ID01, as the demo service offers them. */
export function examplePaymentMethods(sorg = 'ID01'): PaymentMethodOption[] {
  return [
    {
      id: `method-${sorg}-ach`,
      sorg,
      type: 'ACH',
      description: 'ACH bank debit',
      immediate: true,
      merchants: [{ id: `merchant-${sorg}-ach`, merchant: 'sandbox-ach', instruction: 'Your bank account is debited within one business day.', paymentDiscount: '0.01' }],
    },
    {
      id: `method-${sorg}-card`,
      sorg,
      type: 'Credit Card',
      description: 'Credit card',
      immediate: true,
      merchants: [{ id: `merchant-${sorg}-card`, merchant: 'sandbox-card', instruction: 'Your card is charged at once.', paymentDiscount: '0' }],
    },
    {
      id: `method-${sorg}-va`,
      sorg,
      type: 'Virtual Account',
      description: 'Bank transfer to a virtual account',
      immediate: false,
      merchants: [
        {
          id: `merchant-${sorg}-va`,
          merchant: 'sandbox-va',
          instruction: 'Transfer the exact amount to the virtual account number within 24 hours, then upload the receipt.',
          paymentDiscount: '0.005',
        },
      ],
    },
  ];
}

/** A Visa card the example dealer saved for the example company. */
export function exampleSavedPayment(overrides: Partial<SavedPaymentOption> = {}): SavedPaymentOption {
  return {
    id: 'saved-visa-4242',
    display: 'Visa •••• 4242',
    kind: 'card',
    companyCode: 'ID01-1000',
    merchantId: 'merchant-ID01-card',
    merchant: 'sandbox-card',
    methodId: 'method-ID01-card',
    methodType: 'Credit Card',
    ...overrides,
  };
}

/** A payment request as the service answers it for a virtual-account payment. */
export function exampleCreatedPaymentRequest(overrides: Partial<CreatedPaymentRequest> = {}): CreatedPaymentRequest {
  return {
    id: 'request-1',
    orderNumber: '7000000101',
    amount: '18597680.00',
    currency: 'IDR',
    payerCode: '0000100001',
    payerName: 'Sepeda Jaya Jakarta',
    positiveInvoiceNumbers: ['9000100001', '9000100002'],
    negativeInvoiceNumbers: [],
    merchant: 'sandbox-va',
    methodType: 'Virtual Account',
    instruction: 'Transfer the exact amount to the virtual account number within 24 hours, then upload the receipt.',
    instrument: null,
    isPartialPayment: false,
    virtualAccountNo: '8808123400000101',
    status: { id: 'pending', description: 'Pending' },
    expiredDate: '2026-11-23T03:00:00.000Z',
    createdAt: '2026-11-22T03:00:00.000Z',
    ...overrides,
  };
}

/**
 * This area's gateway in memory, with example data for stories and view tests: it tokenises anything, answers a
 * repeated idempotency key with the request it created first, and refuses every request when told to.
 */
export class PaymentsGatewayInMemory implements PaymentsGateway {
  /** The requests created, by idempotency key. */
  readonly created = new Map<string, CreatedPaymentRequest>();
  /** Every request input received, in order. */
  readonly received: InvoicePaymentRequestInput[] = [];
  tokenisations = 0;

  constructor(
    private readonly methods: PaymentMethodOption[] = examplePaymentMethods(),
    private saved: SavedPaymentOption[] = [exampleSavedPayment()],
    private readonly refusal: UserError[] = [],
  ) {}

  async paymentMethods(sorg: string): Promise<PaymentMethodOption[]> {
    return this.methods.filter((method) => method.sorg === sorg);
  }

  async savedPayments(companies: readonly string[]): Promise<SavedPaymentOption[]> {
    return this.saved.filter((saved) => companies.length === 0 || (saved.companyCode !== null && companies.includes(saved.companyCode)));
  }

  async deleteSavedPayment(id: string): Promise<Result<void>> {
    if (!this.saved.some((saved) => saved.id === id)) return refused(userError('id', 'unknown_saved_payment'));
    this.saved = this.saved.filter((saved) => saved.id !== id);
    return ok(undefined);
  }

  async tokenize(_paymentId: string, entry: InstrumentEntry): Promise<Result<TokenizedInstrument>> {
    this.tokenisations += 1;
    const digits = (entry.creditCardNumber ?? entry.accountNumber ?? '').replace(/\D/g, '');
    const brand = entry.creditCardType ?? entry.accountType ?? 'Account';
    return ok({ token: `tok_mem_${this.tokenisations}`, display: `${brand} •••• ${digits.slice(-4)}` });
  }

  async createInvoicePaymentRequest(input: InvoicePaymentRequestInput): Promise<Result<PaymentRequestCreation>> {
    this.received.push(input);
    const earlier = this.created.get(input.idempotencyKey);
    if (earlier) return ok({ request: earlier, replayed: true });
    if (this.refusal.length > 0) return refused(...this.refusal);
    const merchant = this.methods.flatMap((method) => method.merchants.map((candidate) => ({ method, merchant: candidate }))).find((candidate) => candidate.merchant.id === input.paymentId);
    const request = exampleCreatedPaymentRequest({
      id: `request-${this.created.size + 1}`,
      orderNumber: String(7000000101 + this.created.size),
      amount: input.expectedAmount,
      payerCode: input.payerCode,
      positiveInvoiceNumbers: [...input.selection.assignments],
      negativeInvoiceNumbers: [...input.selection.creditNoteNumbers],
      merchant: merchant?.merchant.merchant ?? 'sandbox-va',
      methodType: merchant?.method.type ?? 'Virtual Account',
      instruction: merchant?.merchant.instruction ?? null,
      isPartialPayment: input.amount !== null,
      virtualAccountNo: merchant?.method.immediate ? null : '8808123400000101',
      status: merchant?.method.immediate ? { id: 'on_processing', description: 'On Processing' } : { id: 'pending', description: 'Pending' },
    });
    this.created.set(input.idempotencyKey, request);
    return ok({ request, replayed: false });
  }
}
