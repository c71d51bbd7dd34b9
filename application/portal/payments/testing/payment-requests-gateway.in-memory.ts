import { isFinalPaymentStatus, movePayment, PAYMENT_STATUS_DESCRIPTIONS, PAYMENT_STATUSES, type PaymentStatus } from '../../../../domain/payments/payment-status';
import type { DownloadedFile } from '../../files/ports';
import { PAYMENT_DOCUMENT_LIMITS } from '../payment-request-rules';
import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type {
  PaymentRequestDocument,
  PaymentRequestPage,
  PaymentRequestQuery,
  PaymentRequestsGateway,
  PaymentRequestSummary,
  PaymentUploadFile,
} from '../ports';

const ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** Where the service serves a payment document. */
const documentDownloadUrl = (id: string) => `/api/payments/documents/${id}/download`;

/** A payment request of the example dealer (payer 0000100001); pending by virtual account unless overridden. */
export function examplePaymentRequest(overrides: Partial<PaymentRequestSummary> = {}): PaymentRequestSummary {
  const status = overrides.status ?? 'pending';
  return {
    id: 'pr-1',
    orderNumber: '7000000001',
    orderNo: null,
    amount: '16335000.00',
    currency: 'IDR',
    payerCode: '0000100001',
    payerName: 'Sepeda Jaya Jakarta',
    companyCode: 'ID01-1000',
    positiveInvoiceNumbers: ['9000100009'],
    negativeInvoiceNumbers: [],
    merchant: 'sandbox-va',
    methodType: 'Virtual Account',
    instruction: 'Transfer the exact amount to the virtual account number within 24 hours, then upload the receipt.',
    instrument: null,
    isPartialPayment: false,
    totalBeforeDiscount: '16335000.00',
    earlyPaymentDiscount: '0.00',
    freightAllowance: '0.00',
    paymentMethodDiscount: '0.00',
    virtualAccountNo: '8808123400010009',
    statusDescription: PAYMENT_STATUS_DESCRIPTIONS[status],
    failureReason: null,
    expiredDate: '2026-03-11T09:00:00.000Z',
    createdAt: '2026-03-10T09:00:00.000Z',
    documents: [],
    ...overrides,
    status,
  };
}

/** The example dealer's requests, one or more in each status, newest first. */
export function examplePaymentRequests(): PaymentRequestSummary[] {
  return [
    examplePaymentRequest(),
    examplePaymentRequest({
      id: 'pr-2',
      orderNumber: '7000000002',
      amount: '4207500.00',
      totalBeforeDiscount: '4250000.00',
      paymentMethodDiscount: '42500.00',
      positiveInvoiceNumbers: ['9000100010'],
      negativeInvoiceNumbers: ['9100100001'],
      merchant: 'sandbox-card',
      methodType: 'Credit Card',
      instruction: 'Your card is charged at once.',
      instrument: 'Visa •••• 4242',
      virtualAccountNo: null,
      status: 'on_processing',
      expiredDate: null,
      createdAt: '2026-03-10T08:00:00.000Z',
      documents: [
        {
          id: 'doc-1',
          kind: 'receipt',
          fileName: 'transfer-receipt.pdf',
          contentType: 'application/pdf',
          size: 182_000,
          uploadedAt: '2026-03-10T08:30:00.000Z',
          downloadUrl: documentDownloadUrl('doc-1'),
        },
        {
          id: 'doc-2',
          kind: 'document',
          fileName: 'remittance-advice.png',
          contentType: 'image/png',
          size: 96_000,
          uploadedAt: '2026-03-10T08:35:00.000Z',
          downloadUrl: documentDownloadUrl('doc-2'),
        },
      ],
    }),
    examplePaymentRequest({
      id: 'pr-3',
      orderNumber: '7000000003',
      amount: '2600000.00',
      totalBeforeDiscount: '3000000.00',
      earlyPaymentDiscount: '300000.00',
      freightAllowance: '100000.00',
      positiveInvoiceNumbers: ['9000100201', '9000100202'],
      merchant: 'sandbox-ach',
      methodType: 'ACH',
      instruction: 'Your bank account is debited within one business day.',
      instrument: 'Checking •••• 6789',
      virtualAccountNo: null,
      status: 'complete',
      expiredDate: null,
      createdAt: '2026-02-19T10:00:00.000Z',
    }),
    examplePaymentRequest({
      id: 'pr-4',
      orderNumber: '7000000004',
      amount: '8500000.00',
      totalBeforeDiscount: '8500000.00',
      positiveInvoiceNumbers: ['9000100002'],
      virtualAccountNo: '8808123400010002',
      status: 'failed',
      failureReason: 'virtual_account_expired',
      expiredDate: '2026-03-05T09:00:00.000Z',
      createdAt: '2026-03-04T09:00:00.000Z',
    }),
    examplePaymentRequest({
      id: 'pr-5',
      orderNumber: '7000000005',
      amount: '1250000.00',
      totalBeforeDiscount: '1250000.00',
      positiveInvoiceNumbers: ['9000100003'],
      virtualAccountNo: '8808123400010003',
      status: 'void',
      expiredDate: '2026-03-07T09:00:00.000Z',
      createdAt: '2026-03-06T09:00:00.000Z',
    }),
  ];
}


/** This area's gateway in memory, with example data for stories and view tests; it follows the service's rules. */
export class PaymentRequestsGatewayInMemory implements PaymentRequestsGateway {
  private requests: PaymentRequestSummary[];
  private nextDocument = 1;
  /** Every query the list sent, for tests. */
  readonly queries: PaymentRequestQuery[] = [];

  constructor(requests: PaymentRequestSummary[] = examplePaymentRequests()) {
    this.requests = requests.map((request) => ({ ...request, documents: [...request.documents] }));
  }

  async paymentRequests(query: PaymentRequestQuery): Promise<PaymentRequestPage> {
    this.queries.push(query);
    const matching = this.requests.filter((request) => {
      const day = request.createdAt.slice(0, 10);
      if (query.statuses.length > 0 && !query.statuses.includes(request.status)) return false;
      return (!query.from || day >= query.from) && (!query.to || day <= query.to);
    });
    const start = (query.page - 1) * query.limit;
    return { items: matching.slice(start, start + query.limit), total: matching.length, page: query.page, limit: query.limit };
  }

  async paymentStatuses(): Promise<{ id: string; description: string }[]> {
    return PAYMENT_STATUSES.map((status) => ({ id: status, description: PAYMENT_STATUS_DESCRIPTIONS[status] }));
  }

  async paymentRequestsByInvoices(payerCode: string, invoiceNos: readonly string[]): Promise<PaymentRequestSummary[]> {
    return this.requests.filter(
      (request) => request.payerCode === payerCode && [...request.positiveInvoiceNumbers, ...request.negativeInvoiceNumbers].some((number) => invoiceNos.includes(number)),
    );
  }

  async approvePayment(orderNumber: string): Promise<Result<PaymentRequestSummary>> {
    return this.move(orderNumber, 'complete');
  }

  async voidPayment(orderNumber: string): Promise<Result<PaymentRequestSummary>> {
    return this.move(orderNumber, 'void');
  }

  async voidPayerRequests(payerCode: string): Promise<Result<PaymentRequestSummary[]>> {
    const pending = this.requests.filter((request) => request.payerCode === payerCode && request.status === 'pending');
    if (pending.length === 0) return refused(userError('payerCode', 'no_pending_payment_request'));
    const voided = pending.map((request) => this.replace({ ...request, status: 'void', statusDescription: PAYMENT_STATUS_DESCRIPTIONS.void }));
    return ok(voided);
  }

  uploadReceipt(requestId: string, file: PaymentUploadFile): Promise<Result<PaymentRequestSummary>> {
    return this.upload(requestId, file, 'receipt');
  }

  uploadDocument(requestId: string, file: PaymentUploadFile): Promise<Result<PaymentRequestSummary>> {
    return this.upload(requestId, file, 'document');
  }

  async deleteDocument(documentId: string): Promise<Result<PaymentRequestSummary>> {
    const request = this.requests.find((candidate) => candidate.documents.some((document) => document.id === documentId));
    if (!request) return refused(userError('id', 'unknown_document'));
    const document = request.documents.find((candidate) => candidate.id === documentId)!;
    if (isFinalPaymentStatus(request.status)) return refused(userError('id', 'payment_already_final', { status: request.status }));
    if (document.kind === 'receipt' && request.status === 'on_processing') return refused(userError('id', 'receipt_under_review'));
    return ok(this.replace({ ...request, documents: request.documents.filter((candidate) => candidate.id !== documentId) }));
  }

  /** A document no request holds any more is gone, as on the service. */
  async downloadDocument(document: PaymentRequestDocument): Promise<DownloadedFile> {
    const held = this.requests.some((request) => request.documents.some((candidate) => candidate.id === document.id));
    if (!held) throw new Error(`download of ${document.downloadUrl} answered 404`);
    return { fileName: document.fileName, content: new Blob([document.fileName], { type: document.contentType }) };
  }

  private async move(orderNumber: string, to: PaymentStatus): Promise<Result<PaymentRequestSummary>> {
    const request = this.requests.find((candidate) => candidate.orderNumber === orderNumber);
    if (!request) return refused(userError('orderNumber', 'unknown_payment_request'));
    const moved = movePayment(request.status, to);
    if (!moved.ok) return refused(userError('orderNumber', moved.error, { status: request.status }));
    return ok(this.replace({ ...request, status: moved.value, statusDescription: PAYMENT_STATUS_DESCRIPTIONS[moved.value] }));
  }

  private async upload(requestId: string, file: PaymentUploadFile, kind: PaymentRequestDocument['kind']): Promise<Result<PaymentRequestSummary>> {
    const request = this.requests.find((candidate) => candidate.id === requestId);
    if (!request) return refused(userError('id', 'unknown_payment_request'));
    if (file.size <= 0) return refused(userError('file', 'file_empty'));
    if (file.size > PAYMENT_DOCUMENT_LIMITS.maxBytes) return refused(userError('file', 'file_too_large', { maxBytes: String(PAYMENT_DOCUMENT_LIMITS.maxBytes) }));
    if (!ACCEPTED_TYPES.includes(file.type)) return refused(userError('file', 'file_type_not_allowed', { allowed: ACCEPTED_TYPES.join(', ') }));
    if (isFinalPaymentStatus(request.status)) return refused(userError('id', 'payment_already_final', { status: request.status }));
    if (request.documents.length >= PAYMENT_DOCUMENT_LIMITS.maxDocuments) return refused(userError('file', 'too_many_documents', { max: String(PAYMENT_DOCUMENT_LIMITS.maxDocuments) }));
    const id = `uploaded-${this.nextDocument++}`;
    const document: PaymentRequestDocument = {
      id,
      kind,
      fileName: file.name,
      contentType: file.type,
      size: file.size,
      uploadedAt: request.createdAt,
      downloadUrl: documentDownloadUrl(id),
    };
    const status: PaymentStatus = kind === 'receipt' && request.status === 'pending' ? 'on_processing' : request.status;
    return ok(this.replace({ ...request, status, statusDescription: PAYMENT_STATUS_DESCRIPTIONS[status], documents: [...request.documents, document] }));
  }

  private replace(request: PaymentRequestSummary): PaymentRequestSummary {
    this.requests = this.requests.map((candidate) => (candidate.id === request.id ? request : candidate));
    return request;
  }
}
