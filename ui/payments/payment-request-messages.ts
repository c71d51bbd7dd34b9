import { useCallback } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { UserError } from '../../domain/shared/user-error';
import { FAILED_PAYMENT_REQUEST_CHANGE } from '../../application/portal/payments/payment-request-use-cases';
import type { RequestRangeError } from '../../application/portal/payments/payment-request-rules';
import type { PaymentStatus } from '../../domain/payments/payment-status';

/** The status names of the list's filter and badges (spec 001 §2 "Payment screen content"). */
export const paymentStatusMessages: Record<PaymentStatus, MessageDescriptor> = defineMessages({
  complete: { id: 'payment_request_status_complete', defaultMessage: 'Complete' },
  pending: { id: 'payment_request_status_pending', defaultMessage: 'Pending' },
  failed: { id: 'payment_request_status_failed', defaultMessage: 'Failed' },
  void: { id: 'payment_request_status_void', defaultMessage: 'Void' },
  on_processing: { id: 'payment_request_status_on_processing', defaultMessage: 'On Processing' },
});

/** The creation-day filter's messages, by the key the date-range rules answer. */
export const rangeErrorMessages: Record<RequestRangeError, MessageDescriptor> = defineMessages({
  invalid_date: { id: 'payment_request_range_invalid_date', defaultMessage: 'Enter valid dates' },
  from_after_to: { id: 'payment_request_range_from_after_to', defaultMessage: 'The start date cannot be later than the end date' },
  different_years: { id: 'payment_request_range_different_years', defaultMessage: 'The start and end dates must be in the same year' },
  range_over_30_days: { id: 'payment_request_range_over_30_days', defaultMessage: 'The date range can be at most 30 days' },
  range_over_one_year: { id: 'payment_request_range_over_one_year', defaultMessage: 'The date range can be at most one year' },
  range_incomplete: { id: 'payment_request_range_incomplete', defaultMessage: 'Enter both dates, or neither' },
});

/** Why a failed request failed, by the key the service answers; other reasons show as the service words them. */
const failureReasonMessages: Record<string, MessageDescriptor> = defineMessages({
  virtual_account_expired: { id: 'payment_request_failure_virtual_account_expired', defaultMessage: 'The virtual account expired before it was paid' },
  payment_declined: { id: 'payment_request_failure_payment_declined', defaultMessage: 'The payment was declined' },
  invalid_payment_token: { id: 'payment_request_failure_invalid_payment_token', defaultMessage: 'The payment details could not be used' },
});

/**
 * The service's refusals of a change (approvePayment, voidPayment, voidPaymentRequest, uploads, deletePaymentDoc) in
 * words, by dictionary key (docs/decisions.md "Payment requests portal").
 */
const userErrorMessages: Record<string, MessageDescriptor> = defineMessages({
  [FAILED_PAYMENT_REQUEST_CHANGE]: { id: 'payment_request_error_failed', defaultMessage: 'The payment request could not be changed, please try again' },
  unknown_payment_request: { id: 'payment_request_error_unknown', defaultMessage: 'This payment request cannot be found' },
  payment_already_final: { id: 'payment_request_error_already_final', defaultMessage: 'This payment request is already {status} and cannot be changed' },
  payment_transition_not_allowed: { id: 'payment_request_error_transition', defaultMessage: 'This payment request cannot be changed while it is {status}' },
  no_pending_payment_request: { id: 'payment_request_error_no_pending', defaultMessage: 'This payer has no pending payment request' },
  file_empty: { id: 'payment_request_error_file_empty', defaultMessage: 'The file is empty' },
  file_too_large: { id: 'payment_request_error_file_too_large', defaultMessage: 'The file is larger than {maxMegabytes} MB' },
  file_type_not_allowed: { id: 'payment_request_error_file_type', defaultMessage: 'Only PDF, PNG or JPEG files can be uploaded' },
  too_many_documents: { id: 'payment_request_error_too_many_documents', defaultMessage: 'A payment request holds at most {max} documents' },
  receipt_under_review: { id: 'payment_request_error_receipt_under_review', defaultMessage: 'The receipt is being reviewed and cannot be deleted' },
  unknown_document: { id: 'payment_request_error_unknown_document', defaultMessage: 'This document cannot be found' },
  required: { id: 'payment_request_error_required', defaultMessage: 'Choose a file to upload' },
  customer_required: { id: 'payment_request_error_customer_required', defaultMessage: 'Select a customer first' },
  customer_not_active: { id: 'payment_request_error_customer_not_active', defaultMessage: 'This customer is not active' },
  customer_no_longer_belongs: { id: 'payment_request_error_customer_no_longer_belongs', defaultMessage: 'This customer no longer belongs to you' },
});

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** The refusals of a change in words; a key the portal does not know reads as the change failing. */
export function useUserErrorText(): (errors: readonly UserError[]) => string[] {
  const intl = useIntl();
  return useCallback(
    (errors) =>
      errors.map((error) => {
        const descriptor = userErrorMessages[error.message] ?? userErrorMessages[FAILED_PAYMENT_REQUEST_CHANGE]!;
        const status = error.values.status as PaymentStatus | undefined;
        return intl.formatMessage(descriptor, {
          ...error.values,
          status: status && paymentStatusMessages[status] ? intl.formatMessage(paymentStatusMessages[status]) : (status ?? ''),
          maxMegabytes: String(Math.round(Number(error.values.maxBytes ?? 0) / BYTES_PER_MEGABYTE)),
        });
      }),
    [intl],
  );
}

/** Why a request failed, in words. */
export function useFailureReasonText(): (reason: string) => string {
  const intl = useIntl();
  return useCallback((reason) => (failureReasonMessages[reason] ? intl.formatMessage(failureReasonMessages[reason]) : reason), [intl]);
}
