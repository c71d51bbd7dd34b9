import { createPaymentRequest } from '../../../application/service/payments/create-payment-request';
import { decidePayment, voidPayerRequests } from '../../../application/service/payments/payment-approval';
import { deletePaymentDocument, uploadPaymentDocument, type UploadedFile } from '../../../application/service/payments/payment-documents';
import { deleteSavedPayment, paymentMethods, paymentStatuses, savedPayments } from '../../../application/service/payments/payment-methods';
import { listPaymentRequests, paymentRequestsByPayerAndInvoices } from '../../../application/service/payments/payment-request-queries';
import type { PaymentDocumentRecord, PaymentRequestRecord } from '../../../application/service/payments/ports';
import { tokenizePayment } from '../../../application/service/payments/tokenize-payment';
import { meetsScopeRequirement, type Scope } from '../../../domain/access/scopes';
import { toDecimalString, type Money } from '../../../domain/money/money';
import { paymentFlags, PAYMENT_STATUS_DESCRIPTIONS } from '../../../domain/payments/payment-status';
import type { PaymentDocument, PaymentRequest, Resolvers } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { userError } from '../../../domain/shared/user-error';
import { mutationAnswer, resultAnswer } from '../graphql/mutation-answer';
import { iso, isoOrNull, readOrRefuse } from './after-sales-edge';
import { signedIn } from './platform';

const PAYMENTS = { scopes: ['page.payment-request'] };
/** Approving money seen arriving is the administrators' work (the order list's scope). */
const APPROVAL = { scopes: ['page.orderlist'] };
/** Voiding and reading statuses: the dealer's payment page or the administrators' order list. */
const PAYMENTS_OR_ORDER_LIST = { scopes: [['page.payment-request', 'page.orderlist']] };
/** Payment methods: the checkout's (module order) for the catalogue, the invoices' for the payment page. */
const PAYMENT_METHODS = { scopes: [['page.payment-request', 'page.catalog']] };
/** The scope each module's payment methods are read under. */
const METHOD_SCOPES: Readonly<Record<string, Scope>> = { order: 'page.catalog', invoice: 'page.payment-request' };

export const paymentPolicies: FieldPolicies = {
  'Query.payments': PAYMENT_METHODS,
  'Query.savedPayments': PAYMENTS,
  'Query.paymentStatuses': PAYMENTS_OR_ORDER_LIST,
  'Query.paymentRequests': PAYMENTS,
  'Query.paymentRequestByPayerAndInvoiceNos': PAYMENTS,
  'Mutation.tokenizePayment': PAYMENTS,
  'Mutation.createInvoicePaymentRequestV3': PAYMENTS,
  'Mutation.voidPaymentRequest': PAYMENTS,
  'Mutation.approvePayment': APPROVAL,
  'Mutation.voidPayment': PAYMENTS_OR_ORDER_LIST,
  'Mutation.deleteUserPayment': PAYMENTS,
  'Mutation.uploadPayment': PAYMENTS,
  'Mutation.uploadPaymentDoc': PAYMENTS,
  'Mutation.deletePaymentDoc': PAYMENTS,
};

export const paymentDocumentDownloadPath = (id: string) => `/api/payments/documents/${encodeURIComponent(id)}/download`;

export function toPaymentDocument(document: PaymentDocumentRecord): PaymentDocument {
  return {
    id: document.id,
    kind: document.kind,
    fileName: document.fileName,
    contentType: document.contentType,
    size: document.size,
    uploadedAt: iso(document.uploadedAt),
    downloadUrl: paymentDocumentDownloadPath(document.id),
  };
}

export function toPaymentRequest(request: PaymentRequestRecord): PaymentRequest {
  return {
    id: request.id,
    orderNumber: request.requestNo,
    orderNo: request.orderNo,
    amount: request.amount,
    currency: request.currency,
    payerCode: request.payerCode,
    payerName: request.payerName,
    companyCode: request.companyCode,
    sorg: request.sorg,
    positiveInvoiceNumbers: request.positiveInvoiceNumbers,
    negativeInvoiceNumbers: request.negativeInvoiceNumbers,
    accountingNumbers: request.accountingNumbers,
    paymentId: request.merchantId,
    merchant: request.merchant,
    methodType: request.methodType,
    instruction: request.instruction,
    instrument: request.instrumentDisplay,
    isPartialPayment: request.isPartial,
    totalBeforeDiscount: request.totalBeforeDiscount,
    earlyPaymentDiscount: request.earlyPaymentDiscount,
    freightAllowance: request.freightAllowance,
    paymentMethodDiscount: request.paymentMethodDiscount,
    externalId: request.externalId,
    virtualAccountNo: request.virtualAccountNo,
    status: { id: request.status, description: PAYMENT_STATUS_DESCRIPTIONS[request.status] },
    failureReason: request.failureReason,
    ...paymentFlags(request.status),
    expiredDate: isoOrNull(request.expiresAt),
    createdAt: iso(request.createdAt),
    updatedAt: iso(request.updatedAt),
    paymentDocs: request.documents.map(toPaymentDocument),
  };
}

/** A Decimal with at least two decimals, as the scalar promises. */
const decimal = (amount: Money) => toDecimalString(amount, Math.max(2, amount.amount.decimalPlaces()));

/** The uploaded file of a multipart request (a WHATWG File, possibly the server's own implementation), read only after its size is checked. */
export function uploaded(file: unknown): UploadedFile | null {
  const candidate = file as { name?: unknown; type?: unknown; size?: unknown; arrayBuffer?: unknown } | null;
  if (!candidate || typeof candidate !== 'object' || typeof candidate.size !== 'number' || typeof candidate.arrayBuffer !== 'function') return null;
  const blob = candidate as { name?: string; type?: string; size: number; arrayBuffer(): Promise<ArrayBuffer> };
  return { name: typeof blob.name === 'string' ? blob.name : '', type: typeof blob.type === 'string' ? blob.type : '', size: blob.size, bytes: async () => new Uint8Array(await blob.arrayBuffer()) };
}

export const paymentResolvers: Resolvers = {
  Query: {
    payments: async (_parent, args, { services, principal }) => {
      const user = signedIn(principal);
      const scope = METHOD_SCOPES[args.module?.trim() || 'invoice'] ?? 'page.payment-request';
      if (!meetsScopeRequirement(user.scopes, [scope])) throw forbidden();
      return readOrRefuse(await paymentMethods(services, user, args)).map((method) => ({
        id: method.id,
        sorg: method.sorg,
        module: method.module,
        type: method.type,
        desc: method.description,
        immediate: method.immediate,
        paymentMerchants: method.merchants.map((merchant) => ({
          id: merchant.id,
          merchant: merchant.merchant,
          extPaymentGatewayId: merchant.extPaymentGatewayId,
          instruction: merchant.instruction,
          paymentDiscount: merchant.paymentDiscount,
        })),
      }));
    },
    savedPayments: async (_parent, args, { services, principal }) =>
      readOrRefuse(await savedPayments(services, signedIn(principal), args)).map((saved) => ({
        id: saved.id,
        display: saved.display,
        type: saved.kind,
        brand: saved.brand,
        last4: saved.last4,
        companyCode: saved.companyCode,
        paymentMerchant: { id: saved.merchantId, merchant: saved.merchant, payment: { id: saved.methodId, type: saved.methodType } },
      })),
    paymentStatuses: () => paymentStatuses(),
    paymentRequests: async (_parent, args, { services, principal }) => {
      const page = readOrRefuse(await listPaymentRequests(services, signedIn(principal), args));
      return { ...page, items: page.items.map(toPaymentRequest) };
    },
    paymentRequestByPayerAndInvoiceNos: async (_parent, args, { services, principal }) =>
      readOrRefuse(await paymentRequestsByPayerAndInvoices(services, signedIn(principal), args)).map(toPaymentRequest),
  },
  Mutation: {
    tokenizePayment: async (_parent, args, { services, principal }) => {
      const outcome = await tokenizePayment(services, signedIn(principal), { paymentId: args.paymentId, paymentInformation: args.paymentInformation });
      const answer = resultAnswer(outcome, { success: 'success_tokenize_payment', failure: 'failed_tokenize_payment' });
      if (!outcome.ok) return { ...answer, token: null };
      const { token, kind, brand, last4, display } = outcome.value;
      return { ...answer, token: { token, type: kind, brand, last4, display } };
    },
    createInvoicePaymentRequestV3: async (_parent, { input }, { services, principal, host }) => {
      const outcome = await createPaymentRequest(services, signedIn(principal), host, input);
      const answer = resultAnswer(outcome, { success: 'success_create_payment_request', failure: 'failed_create_payment_request' });
      if (!outcome.ok) return { ...answer, paymentRequest: null, totals: null, replayed: false };
      const { request, totals, replayed } = outcome.value;
      return {
        ...answer,
        paymentRequest: toPaymentRequest(request),
        replayed,
        totals: totals && {
          totalBeforeDiscount: decimal(totals.totalBeforeDiscount),
          earlyPaymentDiscount: decimal(totals.earlyPaymentDiscount),
          freightAllowance: decimal(totals.freightAllowance),
          paymentMethodDiscount: decimal(totals.paymentMethodDiscount),
          totalDiscount: decimal(totals.totalDiscount),
          toPay: decimal(totals.toPay),
          isPartial: totals.isPartial,
          incompleteInvoices: totals.incompleteInvoices,
        },
      };
    },
    voidPaymentRequest: async (_parent, args, { services, principal }) => {
      const outcome = await voidPayerRequests(services, signedIn(principal), args);
      const answer = resultAnswer(outcome, { success: 'success_void_payment_request', failure: 'failed_void_payment_request' });
      return { ...answer, voided: outcome.ok ? outcome.value.map(toPaymentRequest) : [] };
    },
    approvePayment: async (_parent, { orderNumber }, { services, principal }) => {
      const outcome = await decidePayment(services, signedIn(principal), orderNumber, 'approve');
      const answer = resultAnswer(outcome, { success: 'success_approve_payment', failure: 'failed_approve_payment' });
      return { ...answer, paymentRequest: outcome.ok ? toPaymentRequest(outcome.value) : null };
    },
    voidPayment: async (_parent, { orderNumber }, { services, principal }) => {
      const outcome = await decidePayment(services, signedIn(principal), orderNumber, 'void');
      const answer = resultAnswer(outcome, { success: 'success_void_payment', failure: 'failed_void_payment' });
      return { ...answer, paymentRequest: outcome.ok ? toPaymentRequest(outcome.value) : null };
    },
    deleteUserPayment: async (_parent, { id }, { services, principal }) => {
      const outcome = await deleteSavedPayment(services, signedIn(principal), id);
      return mutationAnswer(outcome.ok ? [] : [userError(['id'], outcome.error)], { success: 'success_delete_user_payment', failure: 'failed_delete_user_payment' });
    },
    uploadPayment: async (_parent, { id, file }, { services, principal }) => {
      const outcome = await uploadPaymentDocument(services, signedIn(principal), { id, file: uploaded(file), kind: 'receipt' });
      const answer = resultAnswer(outcome, { success: 'success_upload_payment', failure: 'failed_upload_payment' });
      return outcome.ok
        ? { ...answer, document: toPaymentDocument(outcome.value.document), paymentRequest: toPaymentRequest(outcome.value.request) }
        : { ...answer, document: null, paymentRequest: null };
    },
    uploadPaymentDoc: async (_parent, { id, file }, { services, principal }) => {
      const outcome = await uploadPaymentDocument(services, signedIn(principal), { id, file: uploaded(file), kind: 'document' });
      const answer = resultAnswer(outcome, { success: 'success_upload_payment_doc', failure: 'failed_upload_payment_doc' });
      return outcome.ok
        ? { ...answer, document: toPaymentDocument(outcome.value.document), paymentRequest: toPaymentRequest(outcome.value.request) }
        : { ...answer, document: null, paymentRequest: null };
    },
    deletePaymentDoc: async (_parent, { id }, { services, principal }) => {
      const outcome = await deletePaymentDocument(services, signedIn(principal), id);
      const answer = resultAnswer(outcome, { success: 'success_delete_payment_doc', failure: 'failed_delete_payment_doc' });
      return { ...answer, document: null, paymentRequest: outcome.ok ? toPaymentRequest(outcome.value) : null };
    },
  },
};
