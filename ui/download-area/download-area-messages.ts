import { defineMessages, type IntlShape } from 'react-intl';
import type { UserError } from '../../domain/shared/user-error';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts of the download area. */
export const downloadAreaMessages = messageDescriptors(
  defineMessages({
    module: { id: 'download_area_module', defaultMessage: 'List to export' },
    invoices: { id: 'download_area_module_invoices', defaultMessage: 'Invoices' },
    open_orders: { id: 'download_area_module_open_orders', defaultMessage: 'Open orders' },
    orders: { id: 'download_area_module_orders', defaultMessage: 'Orders' },
    from: { id: 'download_area_from', defaultMessage: 'From' },
    to: { id: 'download_area_to', defaultMessage: 'To' },
    request: { id: 'download_area_request', defaultMessage: 'Request download' },
    quota: { id: 'download_area_quota', defaultMessage: '{left} of {quota} downloads left today' },
    table: { id: 'download_area_table', defaultMessage: 'Requested downloads' },
    requestedAt: { id: 'download_area_requested_at', defaultMessage: 'Requested' },
    period: { id: 'download_area_period', defaultMessage: 'Period' },
    status: { id: 'download_area_status', defaultMessage: 'Status' },
    queued: { id: 'download_area_status_queued', defaultMessage: 'Waiting' },
    running: { id: 'download_area_status_running', defaultMessage: 'Exporting {progress}%' },
    completed: { id: 'download_area_status_completed', defaultMessage: 'Ready ({rows} rows)' },
    failed: { id: 'download_area_status_failed', defaultMessage: 'Failed' },
    download: { id: 'download_area_download', defaultMessage: 'Download {fileName}' },
    empty: { id: 'download_area_empty', defaultMessage: 'No download is requested yet.' },
    downloadFailed: { id: 'download_area_download_failed', defaultMessage: 'The file could not be downloaded.' },
    listFailed: { id: 'download_area_list_failed', defaultMessage: 'The downloads could not be loaded.' },
    requested: { id: 'success_request_download', defaultMessage: 'The download is requested; it appears below when it is ready.' },
  }),
);

const refusalMessages = messageDescriptors(
  defineMessages({
    failed_request_download: { id: 'failed_request_download', defaultMessage: 'The download could not be requested.' },
    download_quota_run_out: { id: 'download_quota_run_out', defaultMessage: 'The quota for downloads has run out ({limit} a day).' },
    download_area_unknown_module: { id: 'download_area_unknown_module', defaultMessage: 'Choose a list to export.' },
    download_area_invalid_date: { id: 'download_area_invalid_date', defaultMessage: 'Enter both dates.' },
    download_area_from_after_to: { id: 'download_area_from_after_to', defaultMessage: 'From cannot be later than To.' },
    download_area_different_years: { id: 'download_area_different_years', defaultMessage: 'From and To must be in the same year.' },
    download_area_range_over_one_year: { id: 'download_area_range_over_one_year', defaultMessage: 'A download covers at most one year.' },
    customer_required: { id: 'download_area_customer_required', defaultMessage: 'Choose a customer first.' },
  }),
);

/** The text of a refusal; a key this area does not know reads as the request's failure. */
export function downloadAreaRefusalText(intl: IntlShape, error: UserError): string {
  const known = refusalMessages[error.message as keyof typeof refusalMessages];
  return intl.formatMessage(known ?? refusalMessages.failed_request_download, error.values);
}
