import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { InvoicePaymentAttempt, InvoicePaymentSubmission } from '../../application/portal/payments/invoice-payment';
import type { PaymentPayer } from '../../application/portal/payments/payment-screen';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { RootState } from '../store/store';
import type { PortalThunk } from '../store/thunk';
import { invoicesApi } from '../invoices/invoices-api';
import { selectChosenPayer } from './payment-selectors';
import { payerLineQueries } from './payer-line-queries';
import {
  paymentOptionsLoaded,
  paymentOptionsLoading,
  paymentPayersLoaded,
  paymentPayersLoading,
  paymentRefused,
  paymentRequestCreated,
  paymentScreenReset,
  paymentSubmitting,
  selectPaymentState,
  savedPaymentDeleted,
  savedPaymentDeleting,
} from './payment-slice';

/** A thunk that answers something to the view that dispatched it. */
type AnsweringThunk<T> = ThunkAction<T, unknown, PortalUseCases, UnknownAction>;

/**
 * Loads the payers with open invoices; the first is chosen unless the chosen one is still among them. The chosen payer's
 * lines and payment methods are asked for at once, rather than once the screen has drawn the payer: on a phone that
 * drawing is a wait of its own before the payment form's reads could start.
 */
export function paymentPayersRequested(): PortalThunk {
  return async (dispatch, getState, { loadPaymentPayers }) => {
    dispatch(paymentPayersLoading());
    dispatch(paymentPayersLoaded(await loadPaymentPayers()));
    const state = getState() as RootState;
    const payer = selectChosenPayer(state);
    if (!payer) return;
    const { selection, options } = selectPaymentState(state);
    const queries = payerLineQueries(payer, selection);
    void dispatch(invoicesApi.util.prefetch('openInvoiceLines', queries.payable, {}));
    if (queries.apart) void dispatch(invoicesApi.util.prefetch('openInvoiceLines', queries.apart, {}));
    void dispatch(invoicesApi.util.prefetch('paymentSelectionFacts', queries.facts, {}));
    if (options.status === 'idle') await dispatch(paymentOptionsRequested(payer));
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
