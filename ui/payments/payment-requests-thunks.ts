import type { PaymentRequestUseCases } from '../../application/portal/payments/payment-request-use-cases';
import type { PaymentRequestDocument, PaymentRequestQuery, PaymentRequestSummary, PaymentUploadFile } from '../../application/portal/payments/ports';
import type { Result } from '../../domain/shared/result';
import { fileDownloadRequested } from '../store/file-download-thunk';
import type { AnsweringThunk, PortalThunk } from '../store/thunk';
import {
  paymentRequestListFailed,
  paymentRequestListLoaded,
  paymentRequestListLoading,
  paymentRequestLookupAnswered,
  paymentRequestLookupRefused,
  paymentRequestLookupStarted,
  paymentRequestRangeRefused,
  paymentRequestsChanged,
  paymentStatusOptionsLoaded,
} from './payment-requests-slice';

/** Loads a page of the list; a day range the filter rules refuse is shown, and the list keeps what it had. */
export function paymentRequestListRequested(query: PaymentRequestQuery): PortalThunk {
  return async (dispatch, _getState, { loadPaymentRequestList }) => {
    dispatch(paymentRequestListLoading(query));
    const result = await loadPaymentRequestList(query);
    if (result.ok) dispatch(paymentRequestListLoaded(result.value));
    else if (result.error.kind === 'range') dispatch(paymentRequestRangeRefused(result.error.errors));
    else dispatch(paymentRequestListFailed());
  };
}

export function paymentStatusOptionsRequested(): PortalThunk {
  return async (dispatch, _getState, { loadPaymentStatusOptions }) => {
    dispatch(paymentStatusOptionsLoaded(await loadPaymentStatusOptions()));
  };
}

export function paymentRequestLookupRequested(payerCode: string, invoiceNumbers: string): PortalThunk {
  return async (dispatch, _getState, { findPaymentRequestsByInvoices }) => {
    dispatch(paymentRequestLookupStarted());
    const result = await findPaymentRequestsByInvoices(payerCode, invoiceNumbers);
    dispatch(result.ok ? paymentRequestLookupAnswered(result.value) : paymentRequestLookupRefused(result.error));
  };
}

/** A change of one request: approve, void, upload a receipt or a document, delete a document. */
export type PaymentRequestAction =
  | { kind: 'approve'; orderNumber: string }
  | { kind: 'void'; orderNumber: string }
  | { kind: 'receipt' | 'document'; requestId: string; file: PaymentUploadFile }
  | { kind: 'delete'; documentId: string };

function run(useCases: PaymentRequestUseCases, action: PaymentRequestAction): Promise<Result<PaymentRequestSummary>> {
  switch (action.kind) {
    case 'approve':
      return useCases.approveListedPayment(action.orderNumber);
    case 'void':
      return useCases.voidListedPayment(action.orderNumber);
    case 'receipt':
      return useCases.uploadPaymentReceipt(action.requestId, action.file);
    case 'document':
      return useCases.uploadPaymentSupportingDocument(action.requestId, action.file);
    case 'delete':
      return useCases.deletePaymentRequestDocument(action.documentId);
  }
}

/** Runs a change and shows the request as the service answers it; answers the outcome to the view. */
export function paymentRequestActionRequested(action: PaymentRequestAction): AnsweringThunk<Promise<Result<PaymentRequestSummary>>> {
  return async (dispatch, _getState, useCases) => {
    const outcome = await run(useCases, action);
    if (outcome.ok) dispatch(paymentRequestsChanged([outcome.value]));
    return outcome;
  };
}

/** Voids every pending request of a payer and shows them voided. */
export function payerPendingPaymentsVoidRequested(payerCode: string): AnsweringThunk<Promise<Result<PaymentRequestSummary[]>>> {
  return async (dispatch, _getState, { voidPayerPendingPayments }) => {
    const outcome = await voidPayerPendingPayments(payerCode);
    if (outcome.ok) dispatch(paymentRequestsChanged(outcome.value));
    return outcome;
  };
}

/** Downloads a receipt or supporting document and saves it in the browser; answers whether it could. */
export function paymentRequestDocumentDownloadRequested(document: PaymentRequestDocument): AnsweringThunk<Promise<boolean>> {
  return fileDownloadRequested(({ downloadPaymentRequestDocument }) => downloadPaymentRequestDocument(document));
}
