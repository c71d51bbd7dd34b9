import { useCallback } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import { formatAmount } from '../../domain/formatting/format-amount';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { fieldMessages } from '../i18n/field-messages';
import { messageDescriptors } from '../i18n/message-descriptors';
import { formatMoney } from '../i18n/format-money';
import { MISSING_VALUE } from '../i18n/use-formatters';
import { selectHostConfig } from '../shell/config-slice';
import { useAppSelector } from '../store/hooks';

/**
 * The words of every dictionary key the payment screen and the payment service answer: wrong selections,
 * blockers, amount and instrument refusals, and the service's user errors.
 */
export const paymentKeyMessages: Record<string, MessageDescriptor> = messageDescriptors(
  defineMessages({
    pay_oldest_invoice_first: { id: 'payment_invoice_pay_oldest_first', defaultMessage: 'Pay the oldest invoice first: invoice {payFirst} is due earlier.' },
    pay_overdue_invoices_first: { id: 'payment_invoice_pay_overdue_first', defaultMessage: 'Pay overdue invoices first: invoice {payFirst} is overdue.' },
    invoice_not_payable: { id: 'payment_invoice_not_payable', defaultMessage: 'This invoice is already being paid and cannot be selected.' },
    wrong_invoice_selection: { id: 'payment_invoice_wrong_selection', defaultMessage: 'Some selected invoices are not in the required payment order.' },
    no_positive_invoice_selected: { id: 'payment_invoice_no_invoice_selected', defaultMessage: 'Select at least one invoice to pay.' },
    selected_total_not_positive: { id: 'payment_invoice_total_not_positive', defaultMessage: 'The total of the selected invoices must be above 0.' },
    payment_method_required: { id: 'payment_invoice_method_required', defaultMessage: 'Choose a payment method.' },
    invalid_payment_amount: { id: 'payment_invoice_amount_to_correct', defaultMessage: 'Correct the amount to pay.' },
    minimum_amount: { id: 'payment_invoice_minimum_amount', defaultMessage: 'The minimum amount is {minimum}' },
    maximum_amount: { id: 'payment_invoice_maximum_amount', defaultMessage: 'The maximum amount is {total}' },
    invalid_amount: { id: 'payment_invoice_invalid_amount', defaultMessage: 'Enter the amount as a number, with no more decimals than the currency has.' },
    partial_payment_not_allowed: { id: 'payment_invoice_partial_not_allowed', defaultMessage: 'A partial payment is not possible for this selection.' },
    amount_changed: { id: 'payment_invoice_amount_changed', defaultMessage: 'The amount to pay has changed to {toPay}. Please check the invoices and submit again.' },
    invalid_card_number: { id: 'payment_invoice_invalid_card_number', defaultMessage: 'Enter a valid card number.' },
    invalid_card_type: { id: 'payment_invoice_invalid_card_type', defaultMessage: 'Choose Visa, MasterCard, American Express or Discover.' },
    card_type_mismatch: { id: 'payment_invoice_card_type_mismatch', defaultMessage: 'The card number does not belong to the chosen card type.' },
    invalid_expiry: { id: 'payment_invoice_invalid_expiry', defaultMessage: 'Enter a valid expiry month and year.' },
    card_expired: { id: 'payment_invoice_card_expired', defaultMessage: 'This card has expired.' },
    invalid_security_code: { id: 'payment_invoice_invalid_security_code', defaultMessage: 'Enter the 3-digit security code (4 digits on American Express).' },
    invalid_account_type: { id: 'payment_invoice_invalid_account_type', defaultMessage: 'Choose an account type.' },
    invalid_account_number: { id: 'payment_invoice_invalid_account_number', defaultMessage: 'Enter an account number of 4 to 17 digits.' },
    invalid_routing_number: { id: 'payment_invoice_invalid_routing_number', defaultMessage: 'Enter a valid 9-digit routing number.' },
    payment_declined: { id: 'payment_invoice_payment_declined', defaultMessage: 'The payment was declined. Please use another card or account.' },
    payment_information_required: { id: 'payment_invoice_information_required', defaultMessage: 'Enter the card or bank account, or choose a saved payment.' },
    invalid_payment_token: { id: 'payment_invoice_invalid_token', defaultMessage: 'The card or bank account could not be verified. Please enter it again.' },
    payment_token_other_method: { id: 'payment_invoice_token_other_method', defaultMessage: 'The card or bank account does not match the payment method.' },
    unknown_saved_payment: { id: 'payment_invoice_unknown_saved_payment', defaultMessage: 'This saved payment no longer exists.' },
    saved_payment_other_method: { id: 'payment_invoice_saved_payment_other_method', defaultMessage: 'This saved payment belongs to another payment method.' },
    unknown_payment_method: { id: 'payment_invoice_unknown_method', defaultMessage: 'This payment method is not available.' },
    payment_method_not_available: { id: 'payment_invoice_method_not_available', defaultMessage: 'This payment method is not available for these invoices.' },
    payment_disabled: { id: 'payment_invoice_payment_disabled', defaultMessage: 'Online payment is not available.' },
    unknown_invoice: { id: 'payment_invoice_unknown_invoice', defaultMessage: 'A selected invoice is no longer open. Please reload the invoices.' },
    unknown_payer: { id: 'payment_invoice_unknown_payer', defaultMessage: 'This payer has no open invoices.' },
    selection_spans_companies: { id: 'payment_invoice_spans_companies', defaultMessage: 'Invoices of one company only can be paid together.' },
    idempotency_key_reused: { id: 'payment_invoice_key_reused', defaultMessage: 'This payment was already submitted with other details. Please reset the screen and start again.' },
    customer_required: { id: 'payment_invoice_customer_required', defaultMessage: 'Choose a customer first.' },
    customer_not_active: { id: 'payment_invoice_customer_not_active', defaultMessage: 'This customer is not active.' },
    customer_no_longer_belongs: { id: 'payment_invoice_customer_no_longer_belongs', defaultMessage: 'This customer no longer belongs to you.' },
    failed_create_payment_request: { id: 'payment_invoice_failed', defaultMessage: 'The payment request could not be made. Please try again.' },
    failed_delete_user_payment: { id: 'payment_invoice_delete_failed', defaultMessage: 'The saved payment could not be deleted. Please try again.' },
  }),
);

/** Money in an invoice currency: the host's format for the host's currency, the currency's own otherwise. */
export function usePaymentMoney(currency: string): (amount: string | null | undefined) => string {
  const host = useAppSelector(selectHostConfig)?.currency ?? DEFAULT_CURRENCY;
  const intl = useIntl();
  return useCallback(
    (amount) => {
      if (amount === null || amount === undefined || amount === '') return MISSING_VALUE;
      try {
        return currency === host.display ? formatAmount(amount, host) : formatMoney(amount, host, { currency, locale: intl.locale });
      } catch {
        return MISSING_VALUE;
      }
    },
    [currency, host, intl.locale],
  );
}

/**
 * The words of a dictionary key with its values; a `total` or `toPay` value is an amount and shows as money. An
 * unknown key shows the general failure rather than a raw key.
 */
export function usePaymentKeyText(currency: string): (key: string, values?: Record<string, string>) => string {
  const intl = useIntl();
  const amount = usePaymentMoney(currency);
  return useCallback(
    (key, values = {}) => {
      const shown = { ...values };
      if (shown.total !== undefined) shown.total = amount(shown.total);
      if (shown.toPay !== undefined) shown.toPay = amount(shown.toPay);
      if (key === 'required') return intl.formatMessage(fieldMessages.required);
      return intl.formatMessage(paymentKeyMessages[key] ?? paymentKeyMessages.failed_create_payment_request!, shown);
    },
    [intl, amount],
  );
}

/** A user error in words. */
export function usePaymentErrorText(currency: string): (error: UserError) => string {
  const text = usePaymentKeyText(currency);
  return useCallback((error) => text(error.message, error.values), [text]);
}

/** The words of the refusal of one field (a dotted path), or null when the field was not refused. */
export function fieldErrorText(errors: readonly UserError[], field: string, text: (error: UserError) => string): string | null {
  const found = errors.find((error) => fieldPath(error) === field);
  return found ? text(found) : null;
}
