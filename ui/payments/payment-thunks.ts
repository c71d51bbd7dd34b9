import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { InvoicePaymentAttempt, InvoicePaymentSubmission } from '../../application/portal/payments/invoice-payment';
import type { PaymentPayer } from '../../application/portal/payments/payment-screen';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { PortalThunk } from '../store/thunk';
import {
  paymentOptionsLoaded,
  paymentOptionsLoading,
  paymentPayersLoaded,
  paymentPayersLoading,
  paymentRefused,
  paymentRequestCreated,
  paymentScreenReset,
  paymentSubmitting,
  savedPaymentDeleted,
  savedPaymentDeleting,
} from './payment-slice';

/** A thunk that answers something to the view that dispatched it. */
type AnsweringThunk<T> = ThunkAction<T, unknown, PortalUseCases, UnknownAction>;

/** Loads the payers with open invoices; the first is chosen unless the chosen one is still among them. */
export function paymentPayersRequested(): PortalThunk {
  return async (dispatch, _getState, { loadPaymentPayers }) => {
    dispatch(paymentPayersLoading());
    dispatch(paymentPayersLoaded(await loadPaymentPayers()));
  };
}

/** Loads the payment methods and saved payments the payer may pay with. */
export function paymentOptionsRequested(payer: Pick<PaymentPayer, 'sorg' | 'companyCode'>): PortalThunk {
  return async (dispatch, _getState, { loadPaymentOptions }) => {
    dispatch(paymentOptionsLoading());
    dispatch(paymentOptionsLoaded(await loadPaymentOptions(payer)));
  };
}

/** Starts a payment attempt: its idempotency key is made now, once, for every submission of the attempt. */
export function invoicePaymentStarted(): AnsweringThunk<InvoicePaymentAttempt> {
  return (_dispatch, _getState, { startInvoicePayment }) => startInvoicePayment();
}

/** Submits the payment under the attempt's key; the created request or the refusals are kept for the screen. */
export function invoicePaymentSubmitted(attempt: InvoicePaymentAttempt, submission: InvoicePaymentSubmission): PortalThunk {
  return async (dispatch) => {
    dispatch(paymentSubmitting());
    const result = await attempt.submit(submission);
    dispatch(result.ok ? paymentRequestCreated(result.value.request) : paymentRefused(result.error));
  };
}

export function savedPaymentDeletionConfirmed(id: string): PortalThunk {
  return async (dispatch, _getState, { deleteSavedPayment }) => {
    dispatch(savedPaymentDeleting());
    const deleted = await deleteSavedPayment(id);
    dispatch(savedPaymentDeleted({ id, errors: deleted.ok ? [] : deleted.error }));
  };
}

/** Clears the screen, dialogs included, and loads the open invoices again. */
export function paymentScreenRestarted(): PortalThunk {
  return async (dispatch) => {
    dispatch(paymentScreenReset());
    await dispatch(paymentPayersRequested());
  };
}
