import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { PaymentRequestUseCases } from '../../application/portal/payments/payment-request-use-cases';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { PaymentRequestDocument, PaymentRequestSummary, PaymentUploadFile } from '../../application/portal/payments/ports';
import type { Result } from '../../domain/shared/result';
import { fileDownloadRequested } from '../store/file-download-thunk';
import type { AnsweringThunk } from '../store/thunk';
import { paymentRequestsApi } from './payment-requests-api';

/** A thunk that updates the cached reads: its state is the cache's, as `api.util` types it. */
type CacheThunk<T> = ThunkAction<T, Parameters<typeof paymentRequestsApi.util.selectCachedArgsForQuery>[0], PortalUseCases, UnknownAction>;

function replaced(requests: readonly PaymentRequestSummary[], changed: readonly PaymentRequestSummary[]): PaymentRequestSummary[] {
  return requests.map((request) => changed.find((candidate) => candidate.id === request.id) ?? request);
}

/**
 * Requests changed by an action show their new state in place, in every page of the list and every look-up that holds
 * them: a request that no longer matches the filter stays on show with its details until the list is asked again.
 */
function paymentRequestsChanged(changed: readonly PaymentRequestSummary[]): CacheThunk<void> {
  return (dispatch, getState) => {
    const state = getState();
    for (const query of paymentRequestsApi.util.selectCachedArgsForQuery(state, 'paymentRequests')) {
      dispatch(
        paymentRequestsApi.util.updateQueryData('paymentRequests', query, (page) => {
          page.items = replaced(page.items, changed);
        }),
      );
    }
    for (const lookup of paymentRequestsApi.util.selectCachedArgsForQuery(state, 'paymentRequestsByInvoices')) {
      dispatch(paymentRequestsApi.util.updateQueryData('paymentRequestsByInvoices', lookup, (found) => replaced(found, changed)));
    }
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
export function paymentRequestActionRequested(action: PaymentRequestAction): CacheThunk<Promise<Result<PaymentRequestSummary>>> {
  return async (dispatch, _getState, useCases) => {
    const outcome = await run(useCases, action);
    if (outcome.ok) dispatch(paymentRequestsChanged([outcome.value]));
    return outcome;
  };
}

/** Voids every pending request of a payer and shows them voided. */
export function payerPendingPaymentsVoidRequested(payerCode: string): CacheThunk<Promise<Result<PaymentRequestSummary[]>>> {
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
