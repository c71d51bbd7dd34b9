import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DateRangeErrorKey } from '../../domain/dates/date-range';
import type { DeliveryState } from '../../domain/orders/deliveries';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts the pages of the order area share. */
export const ordersMessages = messageDescriptors(defineMessages({
  areaTabs: { id: 'orders_area_tabs', defaultMessage: 'Order area' },
  openOrdersTab: { id: 'orders_tab_open_orders', defaultMessage: 'Open orders' },
  shipmentsTab: { id: 'orders_tab_shipment_history', defaultMessage: 'Shipment history' },
  from: { id: 'orders_date_from', defaultMessage: 'From' },
  to: { id: 'orders_date_to', defaultMessage: 'To' },
  doNumber: { id: 'orders_do_number', defaultMessage: 'DO number' },
  soNumber: { id: 'orders_so_number', defaultMessage: 'SO number' },
  poNumber: { id: 'orders_po_number', defaultMessage: 'PO number' },
  article: { id: 'orders_article', defaultMessage: 'Article' },
  qty: { id: 'orders_qty', defaultMessage: 'Qty' },
  price: { id: 'orders_price', defaultMessage: 'Price' },
  createdOn: { id: 'orders_do_created', defaultMessage: 'Created' },
  estimatedDelivery: { id: 'orders_estimated_delivery', defaultMessage: 'Estimated delivery' },
  deliveryDate: { id: 'orders_delivery_date', defaultMessage: 'Delivery date' },
  expedition: { id: 'orders_expedition', defaultMessage: 'Expedition' },
  trackingNumber: { id: 'orders_tracking_number', defaultMessage: 'Tracking number' },
  opensInNewTab: { id: 'orders_opens_in_new_tab', defaultMessage: '(opens in a new tab)' },
  deliveryState: { id: 'orders_delivery_state', defaultMessage: 'Delivery state' },
  deliveryLines: { id: 'orders_delivery_lines', defaultMessage: 'Lines of delivery order {doNumber}' },
  companyHeading: { id: 'orders_company_heading', defaultMessage: '{name} ({code})' },
  tryAgain: { id: 'orders_try_again', defaultMessage: 'Try again' },
}));

/** The delivery states as the spec names them. */
export const deliveryStateMessages: Record<DeliveryState, MessageDescriptor> = defineMessages({
  in_progress: { id: 'orders_delivery_state_in_progress', defaultMessage: 'In progress' },
  shipped: { id: 'orders_delivery_state_shipped', defaultMessage: 'Shipped' },
  awaiting_confirmation: { id: 'orders_delivery_state_awaiting_confirmation', defaultMessage: 'Awaiting Confirmation' },
});

/** One message per date-filter rule a range can break. */
export const dateRangeErrorMessages: Record<DateRangeErrorKey, MessageDescriptor> = defineMessages({
  invalid_date: { id: 'orders_range_invalid_date', defaultMessage: 'Enter both dates.' },
  from_after_to: { id: 'orders_range_from_after_to', defaultMessage: 'The from date cannot be later than the to date.' },
  different_years: { id: 'orders_range_different_years', defaultMessage: 'The from and to dates must be in the same year.' },
  range_over_30_days: { id: 'orders_range_over_30_days', defaultMessage: 'The date range can be at most 30 days.' },
  range_over_one_year: { id: 'orders_range_over_one_year', defaultMessage: 'The period can be at most one year.' },
});
