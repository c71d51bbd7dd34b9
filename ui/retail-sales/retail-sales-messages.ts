import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { RetailSaleFilter } from '../../domain/retail-sales/retail-sale-status';
import type { UserError } from '../../domain/shared/user-error';
import { fieldMessages } from '../i18n/field-messages';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts of the retail sales page. */
export const retailSalesMessages = messageDescriptors(
  defineMessages({
    register: { id: 'retail_sales_register', defaultMessage: 'Register a frame' },
    search: { id: 'retail_sales_search', defaultMessage: 'Frame number, consumer or model' },
    statuses: { id: 'retail_sales_statuses', defaultMessage: 'Sales to show' },
    table: { id: 'retail_sales_table', defaultMessage: 'Retail sales' },
    frameNumber: { id: 'retail_sales_frame_number', defaultMessage: 'Frame number' },
    model: { id: 'retail_sales_model', defaultMessage: 'Model' },
    soldDate: { id: 'retail_sales_sold_date', defaultMessage: 'Sold date' },
    consumer: { id: 'retail_sales_consumer', defaultMessage: 'Consumer' },
    status: { id: 'retail_sales_status', defaultMessage: 'Status' },
    actions: { id: 'retail_sales_actions', defaultMessage: 'Actions' },
    nonRetail: { id: 'retail_sales_non_retail', defaultMessage: 'Non-retail sale' },
    refused: { id: 'retail_sales_refused', defaultMessage: 'Refused: {reason}' },
    warrantyFile: { id: 'retail_sales_warranty_file', defaultMessage: 'warranty of {frameNumber}' },
    delete: { id: 'retail_sales_delete', defaultMessage: 'Delete the registration of {frameNumber}' },
    deleteShort: { id: 'retail_sales_delete_short', defaultMessage: 'Delete' },
    deleteTitle: { id: 'retail_sales_delete_title', defaultMessage: 'Delete the registration of {frameNumber}?' },
    deleteText: { id: 'retail_sales_delete_text', defaultMessage: 'The sale is withdrawn from the brand and the frame can be registered again.' },
    cancel: { id: 'retail_sales_cancel', defaultMessage: 'Cancel' },
    deleted: { id: 'retail_sales_deleted', defaultMessage: 'The registration was deleted.' },
    registered: { id: 'retail_sales_registered', defaultMessage: 'Frame {frameNumber} is registered.' },
    empty: { id: 'retail_sales_empty', defaultMessage: 'No retail sales in this status.' },
    listFailed: { id: 'retail_sales_list_failed', defaultMessage: 'The retail sales could not be loaded.' },
  }),
);

/** The name of each status filter (spec 001 §2). */
export const retailSaleFilterMessages: Record<RetailSaleFilter, MessageDescriptor> = messageDescriptors(
  defineMessages({
    all: { id: 'retail_sales_status_all', defaultMessage: 'All' },
    pending_insert: { id: 'retail_sales_status_pending_insert', defaultMessage: 'Pending Insert' },
    failed_insert: { id: 'retail_sales_status_failed_insert', defaultMessage: 'Failed Insert' },
    processing_insert: { id: 'retail_sales_status_processing_insert', defaultMessage: 'Processing Insert' },
    pending_update: { id: 'retail_sales_status_pending_update', defaultMessage: 'Pending Update' },
    failed_update: { id: 'retail_sales_status_failed_update', defaultMessage: 'Failed Update' },
    processing_update: { id: 'retail_sales_status_processing_update', defaultMessage: 'Processing Update' },
    complete: { id: 'retail_sales_status_complete', defaultMessage: 'Complete' },
  }),
);

/** The texts of the frame registration form. */
export const frameRegistrationMessages = messageDescriptors(
  defineMessages({
    title: { id: 'frame_registration_title', defaultMessage: 'Register a sold frame' },
    frameNumber: { id: 'frame_registration_frame_number', defaultMessage: 'Frame number' },
    check: { id: 'frame_registration_check', defaultMessage: 'Check frame' },
    soldDate: { id: 'frame_registration_sold_date', defaultMessage: 'Sold date' },
    consumerName: { id: 'frame_registration_consumer_name', defaultMessage: 'Consumer name' },
    phone: { id: 'frame_registration_phone', defaultMessage: 'Phone' },
    address: { id: 'frame_registration_address', defaultMessage: 'Address' },
    city: { id: 'frame_registration_city', defaultMessage: 'City' },
    email: { id: 'frame_registration_email', defaultMessage: 'E-mail' },
    dealer: { id: 'frame_registration_dealer', defaultMessage: 'Dealer name on the certificate' },
    nonRetail: { id: 'frame_registration_non_retail', defaultMessage: 'Sold to a business (non-retail)' },
    useAccountData: { id: 'frame_registration_use_account_data', defaultMessage: 'Use our account data for the buyer' },
    save: { id: 'frame_registration_save', defaultMessage: 'Register' },
  }),
);

/** The per-frame messages of a lookup and the refusals of registering and deleting (spec 002 §5, §8). */
export const frameRefusalMessages = messageDescriptors(
  defineMessages({
    frame_can_be_reported: { id: 'frame_can_be_reported', defaultMessage: 'This frame can be registered.' },
    frame_not_found: { id: 'frame_not_found', defaultMessage: 'Frame not found.' },
    frame_already_reported: { id: 'frame_already_reported', defaultMessage: 'Frame already reported.' },
    frame_other_brand: { id: 'frame_other_brand', defaultMessage: 'This frame is of another brand and can\'t be reported here.' },
    frame_number_too_long: { id: 'frame_number_too_long', defaultMessage: 'Frame number too long.' },
    frame_not_account_bike: { id: 'frame_not_account_bike', defaultMessage: 'This bike is not in your account bike data; enter the buyer instead.' },
    frame_sold_date_future: { id: 'frame_sold_date_future', defaultMessage: 'The sold date cannot be in the future.' },
    frame_registration_not_deletable: { id: 'frame_registration_not_deletable', defaultMessage: 'The brand is processing this registration; it cannot be deleted now.' },
    failed_register_frame: { id: 'failed_register_frame', defaultMessage: 'The frame could not be registered.' },
    failed_delete_frame: { id: 'failed_delete_frame', defaultMessage: 'The registration could not be deleted.' },
  }),
);

/** The text of a refusal; a key this area does not know reads as the change's failure (`fallback`). */
export function frameRefusalText(intl: IntlShape, error: UserError, fallback: 'failed_register_frame' | 'failed_delete_frame'): string {
  if (error.message in fieldMessages) return intl.formatMessage(fieldMessages[error.message as keyof typeof fieldMessages], error.values);
  const known = frameRefusalMessages[error.message as keyof typeof frameRefusalMessages];
  return intl.formatMessage(known ?? frameRefusalMessages[fallback], error.values);
}
