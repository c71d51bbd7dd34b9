import { useCallback } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { LabelledMessage } from '../../application/portal/catalogue/ports';

/**
 * The dictionary texts of the catalogue and cart refusals, by the key the domain or the service answers (spec 001 §5, §8,
 * docs/decisions.md "Commerce").
 */
export const catalogueMessages: Record<string, MessageDescriptor> = defineMessages({
  invalid_quantity: { id: 'invalid_quantity', defaultMessage: 'Enter a whole quantity' },
  max_order_quantity: { id: 'max_order_quantity', defaultMessage: 'Maximum quantity that can be ordered is {limit} EA' },
  exact_quantity_multiple: { id: 'exact_quantity_multiple', defaultMessage: 'Order in multiples of {exactQty}' },
  order_exceeds_available_stock: { id: 'order_exceeds_available_stock', defaultMessage: 'Order exceeds available stock' },
  article_not_found: { id: 'article_not_found', defaultMessage: 'Article not found' },
  article_blocked: { id: 'article_blocked', defaultMessage: 'This article cannot be ordered' },
  no_price: { id: 'no_price', defaultMessage: 'This article has no price and cannot be ordered' },
  duplicate_product: { id: 'duplicate_product', defaultMessage: 'This article is listed twice' },
  failed_update_cart: { id: 'failed_update_cart', defaultMessage: 'The cart could not be updated, please try again' },
  failed_checkout: { id: 'failed_checkout', defaultMessage: 'Checkout failed, please try again' },
  customer_no_longer_belongs: { id: 'customer_no_longer_belongs', defaultMessage: 'This customer no longer belongs to you' },
  customer_required: { id: 'customer_required', defaultMessage: 'Select a customer to open this page.' },
  shipto_changed: { id: 'shipto_changed', defaultMessage: 'The ship-to address has changed, please refresh the page' },
  insufficient_order_balance: { id: 'insufficient_order_balance', defaultMessage: 'Order failed due to insufficient order balance' },
  nothing_ready_to_ship: { id: 'nothing_ready_to_ship', defaultMessage: 'Nothing in the cart is ready to ship yet' },
  required: { id: 'required', defaultMessage: 'This field is required' },
  quantity_min: { id: 'quantity_min', defaultMessage: 'The quantity must be at least {min}' },
  po_number_max_length: { id: 'po_number_max_length', defaultMessage: 'The PO number can have at most {max} characters' },
  notes_max_length: { id: 'notes_max_length', defaultMessage: 'The notes can have at most {max} characters' },
  valid_date: { id: 'valid_date', defaultMessage: 'Enter a valid date' },
  delivery_date_in_past: { id: 'delivery_date_in_past', defaultMessage: 'The requested delivery date cannot be in the past' },
  checkout_disabled: { id: 'checkout_disabled', defaultMessage: 'Checkout is not available on this portal' },
  invalid_shipment: { id: 'invalid_shipment', defaultMessage: 'Choose one of the shipments offered' },
  invalid_payment_method: { id: 'invalid_payment_method', defaultMessage: 'Choose one of the payment methods offered' },
  duplicate_shipment: { id: 'duplicate_shipment', defaultMessage: 'Choose one shipment per sales organization' },
  idempotency_key_reused: { id: 'idempotency_key_reused', defaultMessage: 'This checkout was already used for another order, please check out again' },
});

/** How stock and next arrivals read, by the key of the label the service sends (docs/decisions.md "Stock display"). */
export const stockMessages: Record<string, MessageDescriptor> = defineMessages({
  stock_count: { id: 'stock_count', defaultMessage: '{qty} in stock' },
  stock_more_than: { id: 'stock_more_than', defaultMessage: '>{threshold}' },
  stock_available: { id: 'stock_available', defaultMessage: 'Available' },
  stock_not_available: { id: 'stock_not_available', defaultMessage: 'Not available' },
  next_arrival_month: { id: 'next_arrival_month', defaultMessage: 'Next arrival {month}' },
  next_arrival_later: { id: 'next_arrival_later', defaultMessage: 'Next arrival later than {months} months' },
});

/** A refusal's text; a key the portal does not know reads as the failure of the call it came from. */
export function formatCatalogueMessage(intl: IntlShape, key: string, values: Record<string, string> = {}, fallback = 'failed_update_cart'): string {
  const descriptor = catalogueMessages[key] ?? catalogueMessages[fallback]!;
  return intl.formatMessage(descriptor, values);
}

export function useCatalogueMessage(): (key: string, values?: Record<string, string>, fallback?: string) => string {
  const intl = useIntl();
  return useCallback((key, values, fallback) => formatCatalogueMessage(intl, key, values, fallback), [intl]);
}

/** A stock or next-arrival label in words; a month (YYYY-MM) is named in the reader's language. */
export function useStockLabel(): (label: LabelledMessage) => string {
  const intl = useIntl();
  return useCallback(
    (label) => {
      const descriptor = stockMessages[label.key];
      if (!descriptor) return '';
      const values: Record<string, string> = { ...label.values };
      if (label.values.month && /^\d{4}-\d{2}$/.test(label.values.month)) {
        values.month = intl.formatDate(`${label.values.month}-15T12:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' });
      }
      return intl.formatMessage(descriptor, values);
    },
    [intl],
  );
}
