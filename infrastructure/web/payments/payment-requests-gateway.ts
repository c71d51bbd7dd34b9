import type { DownloadedFile } from '../../../application/portal/files/ports';
import type {
  PaymentRequestDocument,
  PaymentRequestPage,
  PaymentRequestQuery,
  PaymentRequestsGateway,
  PaymentRequestSummary,
  PaymentUploadFile,
} from '../../../application/portal/payments/ports';
import { FAILED_PAYMENT_REQUEST_CHANGE } from '../../../application/portal/payments/payment-request-use-cases';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { PAYMENT_STATUS_DESCRIPTIONS, paymentStatusFromDescription, PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/payments/payment-status';
import {
  ApprovePaymentDocument,
  DeletePaymentRequestDocumentDocument,
  PaymentRequestListDocument,
  PaymentRequestsByInvoicesDocument,
  PaymentRequestStatusesDocument,
  UploadPaymentReceiptDocument,
  UploadPaymentSupportingDocumentDocument,
  VoidPaymentDocument,
  VoidPendingPaymentRequestsDocument,
  type PaymentRequestListFieldsFragment,
} from '../../graphql/generated/client/graphql';
import type { ApiClient } from '../api-client';
import { fromContractUserErrors, type ContractUserError } from '../contract-user-errors';
import { downloadWithToken } from '../file-download';
import type { GraphqlClient } from '../graphql-client';

type ChangePayload = { userErrors: readonly ContractUserError[]; paymentRequest: PaymentRequestListFieldsFragment | null };

/** The status the service names, by id or by description; an unknown one reads as pending, the state that asks for action. */
function statusOf(status: { id: string; description: string }): PaymentStatus {
  if ((PAYMENT_STATUSES as readonly string[]).includes(status.id)) return status.id as PaymentStatus;
  return paymentStatusFromDescription(status.description) ?? 'pending';
}

export function toPaymentRequest(fields: PaymentRequestListFieldsFragment): PaymentRequestSummary {
  const status = statusOf(fields.status);
  return {
    id: fields.id,
    orderNumber: fields.orderNumber,
    orderNo: fields.orderNo,
    amount: fields.amount,
    currency: fields.currency,
    payerCode: fields.payerCode,
    payerName: fields.payerName,
    companyCode: fields.companyCode,
    positiveInvoiceNumbers: fields.positiveInvoiceNumbers,
    negativeInvoiceNumbers: fields.negativeInvoiceNumbers,
    merchant: fields.merchant,
    methodType: fields.methodType,
    instruction: fields.instruction,
    instrument: fields.instrument,
    isPartialPayment: fields.isPartialPayment,
    totalBeforeDiscount: fields.totalBeforeDiscount,
    earlyPaymentDiscount: fields.earlyPaymentDiscount,
    freightAllowance: fields.freightAllowance,
    paymentMethodDiscount: fields.paymentMethodDiscount,
    virtualAccountNo: fields.virtualAccountNo,
    status,
    statusDescription: fields.status.description || PAYMENT_STATUS_DESCRIPTIONS[status],
    failureReason: fields.failureReason,
    expiredDate: fields.expiredDate,
    createdAt: fields.createdAt,
    documents: fields.paymentDocs.map((document) => ({
      id: document.id,
      kind: document.kind === 'receipt' ? 'receipt' : 'document',
      fileName: document.fileName,
      contentType: document.contentType,
      size: document.size,
      uploadedAt: document.uploadedAt,
      downloadUrl: document.downloadUrl,
    })),
  };
}

/** A change's answer: the request as it is now, or the refusal; an answer with neither is a refusal without words. */
function toChange(payload: ChangePayload): Result<PaymentRequestSummary> {
  if (payload.userErrors.length === 0 && payload.paymentRequest) return ok(toPaymentRequest(payload.paymentRequest));
  const errors = fromContractUserErrors(payload.userErrors);
  return errors.length > 0 ? refused(...errors) : refused(userError('', FAILED_PAYMENT_REQUEST_CHANGE));
}

/** The PaymentRequestsGateway over the service's GraphQL operations, and the document downloads under the session's token. */
export class PaymentRequestsGatewayGraphql implements PaymentRequestsGateway {
  constructor(
    readonly graphql: GraphqlClient,
    private readonly api: ApiClient,
  ) {}

  async paymentRequests(query: PaymentRequestQuery): Promise<PaymentRequestPage> {
    const { paymentRequests } = await this.graphql.request(PaymentRequestListDocument, {
      statuses: query.statuses.length > 0 ? [...query.statuses] : null,
      from: query.from,
      to: query.to,
      page: query.page,
      limit: query.limit,
    });
    return { items: paymentRequests.items.map(toPaymentRequest), total: paymentRequests.total, page: paymentRequests.page, limit: paymentRequests.limit };
  }

  async paymentStatuses(): Promise<{ id: string; description: string }[]> {
    return (await this.graphql.request(PaymentRequestStatusesDocument)).paymentStatuses;
  }

  async paymentRequestsByInvoices(payerCode: string, invoiceNos: readonly string[]): Promise<PaymentRequestSummary[]> {
    const answer = await this.graphql.request(PaymentRequestsByInvoicesDocument, { payerCode, invoiceNos: [...invoiceNos] });
    return answer.paymentRequestByPayerAndInvoiceNos.map(toPaymentRequest);
  }

  async approvePayment(orderNumber: string): Promise<Result<PaymentRequestSummary>> {
    return toChange((await this.graphql.request(ApprovePaymentDocument, { orderNumber })).approvePayment);
  }

  async voidPayment(orderNumber: string): Promise<Result<PaymentRequestSummary>> {
    return toChange((await this.graphql.request(VoidPaymentDocument, { orderNumber })).voidPayment);
  }

  async voidPayerRequests(payerCode: string): Promise<Result<PaymentRequestSummary[]>> {
    const { voidPaymentRequest } = await this.graphql.request(VoidPendingPaymentRequestsDocument, { payerCode });
    if (voidPaymentRequest.userErrors.length > 0) return refused(...fromContractUserErrors(voidPaymentRequest.userErrors));
    return ok(voidPaymentRequest.voided.map(toPaymentRequest));
  }

  async uploadReceipt(requestId: string, file: PaymentUploadFile): Promise<Result<PaymentRequestSummary>> {
    return toChange((await this.graphql.request(UploadPaymentReceiptDocument, { id: requestId, file })).uploadPayment);
  }

  async uploadDocument(requestId: string, file: PaymentUploadFile): Promise<Result<PaymentRequestSummary>> {
    return toChange((await this.graphql.request(UploadPaymentSupportingDocumentDocument, { id: requestId, file })).uploadPaymentDoc);
  }

  async deleteDocument(documentId: string): Promise<Result<PaymentRequestSummary>> {
    return toChange((await this.graphql.request(DeletePaymentRequestDocumentDocument, { id: documentId })).deletePaymentDoc);
  }

  downloadDocument(document: PaymentRequestDocument): Promise<DownloadedFile> {
    return downloadWithToken(this.api, document);
  }
}
