import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ThirdPartyItemStatus } from '../../domain/third-party/order-item-status';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The names of the order item statuses (the workflow of domain/third-party/order-item-status). */
export const statusMessages: Record<ThirdPartyItemStatus, MessageDescriptor> = defineMessages({
  ordered: { id: 'third_party_status_ordered', defaultMessage: 'Ordered' },
  confirmed: { id: 'third_party_status_confirmed', defaultMessage: 'Confirmed' },
  shipped: { id: 'third_party_status_shipped', defaultMessage: 'Shipped' },
  delivered: { id: 'third_party_status_delivered', defaultMessage: 'Delivered' },
  cancelled: { id: 'third_party_status_cancelled', defaultMessage: 'Canceled' },
});

/** Names several views of this area share. */
export const sharedMessages = messageDescriptors(
  defineMessages({
    vendor: { id: 'third_party_vendor', defaultMessage: 'Vendor' },
    article: { id: 'third_party_article', defaultMessage: 'Article' },
    price: { id: 'third_party_price', defaultMessage: 'Price' },
    quantity: { id: 'third_party_quantity', defaultMessage: 'Quantity' },
    subtotal: { id: 'third_party_subtotal', defaultMessage: 'Subtotal' },
    status: { id: 'third_party_item_status', defaultMessage: 'Status' },
    loadFailed: { id: 'third_party_load_failed', defaultMessage: 'This could not be loaded.' },
  }),
);

/** Refusals the service or the portal's rules name by a dictionary key. */
const refusalMessages = messageDescriptors(
  defineMessages({
    quantity_min: { id: 'third_party_error_quantity_min', defaultMessage: 'The quantity must be a whole number of at least 1.' },
    third_party_stock_insufficient: { id: 'third_party_error_stock_insufficient', defaultMessage: 'Only {stock} left at the vendor now. Lower the quantity and check out again.' },
    third_party_price_changed: { id: 'third_party_error_price_changed', defaultMessage: 'The vendor’s price is now {price}. The cart shows the new price; check out again to accept it.' },
    third_party_article_unavailable: { id: 'third_party_error_article_unavailable', defaultMessage: 'The vendor no longer sells this article. Remove it from the cart.' },
    third_party_vendor_unknown: { id: 'third_party_error_vendor_unknown', defaultMessage: 'This vendor does not sell to the customer.' },
    third_party_address_missing: { id: 'third_party_error_address_missing', defaultMessage: 'The vendor has no delivery address for this customer.' },
    valid_date: { id: 'third_party_error_valid_date', defaultMessage: 'Enter a valid date.' },
    delivery_date_in_past: { id: 'third_party_error_date_in_past', defaultMessage: 'The requested delivery date cannot be in the past.' },
    notes_max_length: { id: 'third_party_error_notes_length', defaultMessage: 'The notes can have at most 100 characters.' },
    required: { id: 'third_party_error_required', defaultMessage: 'The cart is empty.' },
    idempotency_key_reused: { id: 'third_party_error_key_reused', defaultMessage: 'This checkout was already used for another order. Please check out again.' },
    customer_required: { id: 'third_party_error_customer_required', defaultMessage: 'Select a customer to order from a vendor.' },
    customer_no_longer_belongs: { id: 'third_party_error_customer_gone', defaultMessage: 'This customer no longer belongs to you.' },
    third_party_status_final: { id: 'third_party_error_status_final', defaultMessage: 'This item is delivered or canceled and cannot change any more.' },
    third_party_status_not_allowed: { id: 'third_party_error_status_not_allowed', defaultMessage: 'The item cannot move to this status from its current one.' },
    order_item_not_found: { id: 'third_party_error_item_not_found', defaultMessage: 'This order item was not found.' },
    order_changed: { id: 'third_party_error_item_changed', defaultMessage: 'The item was changed meanwhile; the orders have been reloaded.' },
    third_party_vendor_only: { id: 'third_party_error_vendor_only', defaultMessage: 'Only a vendor’s own users can change its articles and orders.' },
    third_party_sheet_not_xlsx: { id: 'third_party_error_not_xlsx', defaultMessage: 'Choose an Excel workbook (.xlsx).' },
    third_party_sheet_empty: { id: 'third_party_error_sheet_empty', defaultMessage: 'The sheet holds no article rows.' },
    third_party_sheet_too_large: { id: 'third_party_error_sheet_too_large', defaultMessage: 'The file is larger than 5 MB.' },
    third_party_sheet_too_long: { id: 'third_party_error_sheet_too_long', defaultMessage: 'The sheet holds more than 5,000 rows.' },
    third_party_sheet_unreadable: { id: 'third_party_error_sheet_unreadable', defaultMessage: 'The file could not be read as an Excel workbook.' },
    failed_checkout: { id: 'third_party_error_failed_checkout', defaultMessage: 'Checkout failed, please try again.' },
    failed_update_status: { id: 'third_party_error_failed_status', defaultMessage: 'The status could not be updated. Please try again.' },
    failed_upload_third_party: { id: 'third_party_error_failed_upload', defaultMessage: 'The sheet could not be uploaded. Please try again.' },
  }),
);

/** The reasons a sheet's row is refused. */
export const rowErrorMessages = messageDescriptors(
  defineMessages({
    required: { id: 'third_party_row_required', defaultMessage: 'The {column} is missing.' },
    max_characters: { id: 'third_party_row_too_long', defaultMessage: 'The {column} is too long.' },
    third_party_duplicate_row: { id: 'third_party_row_duplicate', defaultMessage: 'The article appears more than once in the sheet.' },
    third_party_unknown_article: { id: 'third_party_row_unknown_article', defaultMessage: 'The vendor does not sell this article; add it with a product sheet first.' },
    third_party_whole_number: { id: 'third_party_row_whole_number', defaultMessage: 'The {column} must be a whole number (stock at least 0, unit converter at least 1).' },
    third_party_price_invalid: { id: 'third_party_row_price_invalid', defaultMessage: 'The price must be a number of at least 0 with at most 4 decimals.' },
  }),
);

/** The words of a refusal key; one without words of its own reads as the failure of the change it came from. */
export function refusalMessage(key: string, fallback: keyof typeof refusalMessages): MessageDescriptor {
  return Object.hasOwn(refusalMessages, key) ? refusalMessages[key as keyof typeof refusalMessages] : refusalMessages[fallback];
}
