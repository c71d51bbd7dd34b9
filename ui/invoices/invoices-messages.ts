import { defineMessages } from 'react-intl';
import type { DueStateKey } from '../../domain/invoices/due-state';
import type { DateRangeErrorKey } from '../../domain/dates/date-range';
import { messageDescriptors } from '../i18n/message-descriptors';

/** Texts both invoice pages and the details dialog show. */
export const invoiceMessages = messageDescriptors(defineMessages({
  invoiceNo: { id: 'invoices_invoice_no', defaultMessage: 'Invoice no.' },
  installment: { id: 'invoices_installment', defaultMessage: 'Installment {number} of {count}' },
  installmentNumber: { id: 'invoices_installment_number', defaultMessage: 'Installment {number}' },
  doNo: { id: 'invoices_do_no', defaultMessage: 'DO no.' },
  invoiceDate: { id: 'invoices_invoice_date', defaultMessage: 'Invoice date' },
  dueDate: { id: 'invoices_due_date', defaultMessage: 'Due date' },
  dueState: { id: 'invoices_due_state', defaultMessage: 'Due' },
  clearingDate: { id: 'invoices_clearing_date', defaultMessage: 'Clearing date' },
  amount: { id: 'invoices_amount', defaultMessage: 'Amount' },
  status: { id: 'invoices_status', defaultMessage: 'Status' },
  payer: { id: 'invoices_payer', defaultMessage: 'Payer' },
  company: { id: 'invoices_company', defaultMessage: 'Company' },
  showDetails: { id: 'invoices_show_details', defaultMessage: 'Details of invoice {invoiceNo}' },
  loadFailed: { id: 'invoices_load_failed', defaultMessage: 'The invoices could not be loaded. Please try again.' },
  retry: { id: 'invoices_retry', defaultMessage: 'Try again' },
}));

/** The spec's due-state texts (spec 001 §2). */
export const dueStateMessages: Record<DueStateKey, (typeof invoiceMessages)['invoiceNo']> = messageDescriptors(defineMessages({
  due_now: { id: 'invoices_due_now', defaultMessage: 'Due Now' },
  due_within_days: { id: 'invoices_due_within_days', defaultMessage: 'Due within {days} days' },
  due_in_more_than_days: { id: 'invoices_due_in_more_than_days', defaultMessage: 'Due in more than {days} days' },
  overdue_days: { id: 'invoices_overdue_days', defaultMessage: 'Overdue {days, plural, one {# day} other {# days}}' },
}));

/** The status names of the invoice status groups (spec 001 §2); a status the portal does not know shows as written. */
export const statusMessages = messageDescriptors(defineMessages({
  open: { id: 'invoices_status_open', defaultMessage: 'Open' },
  pending_payment: { id: 'invoices_status_pending_payment', defaultMessage: 'Pending Payment' },
  waiting_for_payment: { id: 'invoices_status_waiting_for_payment', defaultMessage: 'Waiting For Payment' },
}));

/** The date-filter rules (spec 001 §5), one message each. */
export const dateRangeMessages: Record<DateRangeErrorKey, (typeof invoiceMessages)['invoiceNo']> = messageDescriptors(defineMessages({
  invalid_date: { id: 'invoices_range_invalid_date', defaultMessage: 'Enter both dates as valid dates' },
  from_after_to: { id: 'invoices_range_from_after_to', defaultMessage: 'The from date cannot be later than the to date' },
  different_years: { id: 'invoices_range_different_years', defaultMessage: 'From and to must be in the same year' },
  range_over_30_days: { id: 'invoices_range_over_30_days', defaultMessage: 'The date range can be at most 30 days' },
  range_over_one_year: { id: 'invoices_range_over_one_year', defaultMessage: 'The date range can be at most one year' },
}));
