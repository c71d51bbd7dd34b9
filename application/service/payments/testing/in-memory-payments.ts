import { randomUUID } from 'node:crypto';
import type { CalendarDay } from '../../../../domain/dates/calendar-day';
import type { PaymentStatus } from '../../../../domain/payments/payment-status';
import type {
  GatewayFacts,
  PayableLine,
  PaymentDocumentRecord,
  PaymentLedger,
  PaymentLedgerSession,
  PaymentMerchantRecord,
  PaymentMethodRecord,
  PaymentMethodRepository,
  PaymentRequestDraft,
  PaymentRequestFilter,
  PaymentRequestRecord,
  SavedPaymentRecord,
  SavedPaymentRepository,
} from '../ports';

/** A merchant of a method for tests (Virtual Account in ID01 unless overridden). */
export function givenMerchant(overrides: Partial<PaymentMerchantRecord> = {}): PaymentMerchantRecord {
  return {
    id: 'merchant-va',
    merchant: 'sandbox-va',
    extPaymentGatewayId: 'sandbox-va-id01',
    instruction: 'Transfer the exact amount.',
    paymentDiscount: '0.005',
    methodId: 'method-va',
    methodType: 'Virtual Account',
    methodDescription: 'Bank transfer to a virtual account',
    sorg: 'ID01',
    module: 'invoice',
    ...overrides,
  };
}

export class PaymentMethodRepositoryInMemory implements PaymentMethodRepository {
  constructor(private readonly merchants: PaymentMerchantRecord[]) {}

  async methods(sorgs: readonly string[], module: string): Promise<PaymentMethodRecord[]> {
    const methods = new Map<string, PaymentMethodRecord>();
    for (const merchant of this.merchants.filter((candidate) => sorgs.includes(candidate.sorg) && candidate.module === module)) {
      const method = methods.get(merchant.methodId) ?? { id: merchant.methodId, sorg: merchant.sorg, module, type: merchant.methodType, description: merchant.methodDescription, merchants: [] };
      methods.set(merchant.methodId, method);
      method.merchants.push(merchant);
    }
    return [...methods.values()];
  }

  async merchant(id: string) {
    return this.merchants.find((merchant) => merchant.id === id);
  }
}

/** The stored state of the in-memory ledger: lines, requests, their lines, documents and saved instruments. */
interface LedgerState {
  lines: (PayableLine & { customerId: string; clearingDate: CalendarDay | null })[];
  requests: PaymentRequestRecord[];
  requestLines: { requestId: string; lineId: string; amount: string }[];
  saved: SavedPaymentRecord[];
  sequence: number;
}

/**
 * Payment requests and the invoice lines they cover, in memory. Transactions run one at a time; each works on the
 * state directly and puts it back as it was when the work throws, so a failed request leaves nothing behind, as in
 * the database.
 */
export class PaymentLedgerInMemory implements PaymentLedger, SavedPaymentRepository {
  state: LedgerState;

  constructor(lines: LedgerState['lines'], saved: SavedPaymentRecord[] = []) {
    this.state = { lines, requests: [], requestLines: [], saved, sequence: 7100000000 };
  }

  /** Transactions run one after another, as the payer's lock makes them in the database. */
  private queue: Promise<unknown> = Promise.resolve();

  transaction<T>(work: (session: PaymentLedgerSession) => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      const before = structuredClone(this.state);
      try {
        return await work(this.session());
      } catch (error) {
        this.state = before;
        throw error;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private request(id: string) {
    return this.state.requests.find((request) => request.id === id)!;
  }

  private session(): PaymentLedgerSession {
    const state = () => this.state;
    const copy = (request: PaymentRequestRecord | undefined) => (request ? structuredClone(request) : undefined);
    return {
      lockPayer: async () => {},
      requestByIdempotencyKey: async (customerId, key) => copy(state().requests.find((request) => request.customerId === customerId && request.idempotencyKey === key)),
      payerHasOpenLines: async (customerId, payerCode) => state().lines.some((line) => line.customerId === customerId && line.payerCode === payerCode && line.clearingDate === null),
      // Every open line of the payer: more than the rules need, which gives the same verdict.
      payerLinesFor: async (customerId, payerCode) =>
        state()
          .lines.filter((line) => line.customerId === customerId && line.payerCode === payerCode && line.clearingDate === null)
          .map(({ customerId: _customer, clearingDate: _cleared, ...line }) => ({ ...line })),
      insertRequest: async (draft: PaymentRequestDraft) => {
        state().sequence += 1;
        const merchant = draft.merchantId;
        const created: PaymentRequestRecord = {
          ...structuredClone(draft),
          id: randomUUID(),
          requestNo: String(state().sequence),
          status: 'pending',
          merchant,
          instruction: null,
          externalId: null,
          virtualAccountNo: null,
          expiresAt: null,
          settlesAt: null,
          failureReason: null,
          updatedAt: draft.createdAt,
          documents: [],
        };
        state().requests.push(created);
        return structuredClone(created);
      },
      coverLines: async (requestId, lines, status) => {
        for (const covered of lines) {
          state().requestLines.push({ requestId, lineId: covered.lineId, amount: covered.amount });
          Object.assign(state().lines.find((line) => line.id === covered.lineId)!, { status, paymentRequestId: requestId });
        }
      },
      insertSavedPayment: async (record) => {
        const existing = state().saved.find((saved) => saved.userId === record.userId && saved.token === record.token);
        if (existing) return existing.id;
        const id = `saved-${state().saved.length + 1}`;
        state().saved.push({ ...record, id, merchant: record.merchantId, methodId: 'method', methodType: 'Credit Card' });
        return id;
      },
      setGatewayFacts: async (requestId, facts: GatewayFacts) => {
        Object.assign(this.request(requestId), facts);
      },
      lockRequest: async (customerId, key) =>
        copy(
          'id' in key
            ? state().requests.find((request) => request.customerId === customerId && request.id === key.id)
            : (state().requests.find((request) => request.customerId === customerId && request.requestNo === key.number) ??
                state().requests.filter((request) => request.customerId === customerId && request.orderNo === key.number).at(-1)),
        ),
      moveRequest: async (requestId, from: PaymentStatus, to: PaymentStatus, at, failureReason) => {
        const request = this.request(requestId);
        if (request.status !== from) return false;
        Object.assign(request, { status: to, updatedAt: at }, failureReason !== null ? { failureReason } : {});
        return true;
      },
      requestLines: async (requestId) =>
        state()
          .requestLines.filter((covered) => covered.requestId === requestId)
          .map((covered) => ({ lineId: covered.lineId, accountingAmount: state().lines.find((line) => line.id === covered.lineId)!.accountingAmount })),
      setLinesStatus: async (requestId, status) => {
        for (const line of state().lines.filter((candidate) => candidate.paymentRequestId === requestId && candidate.clearingDate === null)) line.status = status;
      },
      releaseLines: async (requestId) => {
        for (const line of state().lines.filter((candidate) => candidate.paymentRequestId === requestId && candidate.clearingDate === null)) Object.assign(line, { status: 'Open', paymentRequestId: null });
      },
      clearLines: async (lineIds, clearingDate) => {
        for (const line of state().lines.filter((candidate) => lineIds.includes(candidate.id))) Object.assign(line, { status: 'Paid', clearingDate, paymentRequestId: null });
      },
      reduceLine: async (lineId, remaining) => {
        Object.assign(state().lines.find((line) => line.id === lineId)!, { accountingAmount: remaining, status: 'Open', paymentRequestId: null });
      },
      addDocument: async (record) => {
        const document: PaymentDocumentRecord = { ...record, id: randomUUID() };
        this.request(record.paymentRequestId).documents.push(document);
        return document;
      },
      removeDocument: async (documentId) => {
        for (const request of state().requests) request.documents = request.documents.filter((document) => document.id !== documentId);
      },
    };
  }

  async requests(customerId: string, filter: PaymentRequestFilter) {
    const matching = this.state.requests.filter((request) => request.customerId === customerId && (!filter.statuses || filter.statuses.includes(request.status))).reverse();
    return { items: structuredClone(matching.slice((filter.page - 1) * filter.limit, filter.page * filter.limit)), total: matching.length };
  }

  async requestsOfPayer(customerId: string, payerCode: string, invoiceNos: readonly string[], merchant: string | null) {
    return structuredClone(
      this.state.requests
        .filter(
          (request) =>
            request.customerId === customerId &&
            request.payerCode === payerCode &&
            [...request.positiveInvoiceNumbers, ...request.negativeInvoiceNumbers].some((number) => invoiceNos.includes(number)) &&
            (!merchant || request.merchant === merchant),
        )
        .reverse(),
    );
  }

  async pendingRequestsOfPayer(customerId: string, payerCode: string, merchant: string | null) {
    return structuredClone(this.state.requests.filter((request) => request.customerId === customerId && request.payerCode === payerCode && request.status === 'pending' && (!merchant || request.merchant === merchant)));
  }

  async orderRequests(customerId: string, orderNos: readonly string[]) {
    return structuredClone(this.state.requests.filter((request) => request.customerId === customerId && request.orderNo !== null && orderNos.includes(request.orderNo)).reverse());
  }

  async document(customerId: string, documentId: string) {
    for (const request of this.state.requests.filter((candidate) => candidate.customerId === customerId)) {
      const document = request.documents.find((candidate) => candidate.id === documentId);
      if (document) return { ...document, requestId: request.id };
    }
    return undefined;
  }

  // The saved instruments, as the SavedPaymentRepository port reads them.
  async list(userId: string, customerId: string) {
    return this.state.saved.filter((saved) => saved.userId === userId && saved.customerId === customerId);
  }

  async find(id: string, userId: string, customerId: string) {
    return this.state.saved.find((saved) => saved.id === id && saved.userId === userId && saved.customerId === customerId);
  }

  async remove(id: string, userId: string, customerId: string) {
    const before = this.state.saved.length;
    this.state.saved = this.state.saved.filter((saved) => !(saved.id === id && saved.userId === userId && saved.customerId === customerId));
    return this.state.saved.length < before;
  }

  /** A line's status, clearing date and amount, for assertions. */
  line(invoiceNo: string) {
    return this.state.lines.find((line) => line.invoiceNo === invoiceNo || line.assignment === invoiceNo)!;
  }
}
