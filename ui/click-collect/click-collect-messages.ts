import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ClickCollectMessage } from '../../application/portal/click-collect/click-collect-use-cases';
import type { ClickCollectItemMark, ClickCollectStatus } from '../../domain/orders/click-collect';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The spec's names of the nine statuses (001 §2). */
export const statusMessages: Record<ClickCollectStatus, MessageDescriptor> = defineMessages({
  open: { id: 'click_collect_status_open', defaultMessage: 'Open' },
  need_confirmation: { id: 'click_collect_status_need_confirmation', defaultMessage: 'Need Confirmation' },
  confirmed: { id: 'click_collect_status_confirmed', defaultMessage: 'Confirmed' },
  processing_by_hq: { id: 'click_collect_status_processing_by_hq', defaultMessage: 'Processing By HQ' },
  shipment_from_hq: { id: 'click_collect_status_shipment_from_hq', defaultMessage: 'Shipment from HQ' },
  partially_shipped: { id: 'click_collect_status_partially_shipped', defaultMessage: 'Partially Shipped' },
  shipped: { id: 'click_collect_status_shipped', defaultMessage: 'Shipped' },
  ready_to_pickup: { id: 'click_collect_status_ready_to_pickup', defaultMessage: 'Ready to Pickup' },
  complete: { id: 'click_collect_status_complete', defaultMessage: 'Complete' },
});

/** The spec's names of the item marks. */
export const markMessages: Record<ClickCollectItemMark, MessageDescriptor> = defineMessages({
  order_to_hq: { id: 'click_collect_mark_order_to_hq', defaultMessage: 'Order to HQ' },
  ready_to_pickup: { id: 'click_collect_mark_ready_to_pickup', defaultMessage: 'Ready to Pickup' },
});

/** Names several views of this area share. */
export const sharedMessages = messageDescriptors(
  defineMessages({
    customer: { id: 'click_collect_customer', defaultMessage: 'Customer' },
    created: { id: 'click_collect_created', defaultMessage: 'Created' },
    status: { id: 'click_collect_status', defaultMessage: 'Status' },
    back: { id: 'click_collect_back', defaultMessage: 'Back to orders' },
  }),
);

const refusalMessages = messageDescriptors(
  defineMessages({
    click_collect_already_complete: { id: 'click_collect_error_already_complete', defaultMessage: 'The order is complete and cannot change any more.' },
    click_collect_transition_not_allowed: { id: 'click_collect_error_transition_not_allowed', defaultMessage: 'The order cannot move to this status from its current one.' },
    click_collect_items_not_ready: { id: 'click_collect_error_items_not_ready', defaultMessage: 'Some units are still to come from HQ.' },
    click_collect_nothing_from_hq: { id: 'click_collect_error_nothing_from_hq', defaultMessage: 'No item is marked Order to HQ.' },
    click_collect_nothing_shipped: { id: 'click_collect_error_nothing_shipped', defaultMessage: 'HQ has not shipped any unit yet.' },
    click_collect_shipment_incomplete: { id: 'click_collect_error_shipment_incomplete', defaultMessage: 'The units HQ has shipped do not match this status.' },
    click_collect_not_shipping: { id: 'click_collect_error_not_shipping', defaultMessage: 'Shipments are recorded only while HQ ships the order.' },
    click_collect_shipment_empty: { id: 'click_collect_error_shipment_empty', defaultMessage: 'Enter the units HQ shipped of at least one item.' },
    click_collect_marks_settled: { id: 'click_collect_error_marks_settled', defaultMessage: 'Items can be marked only while the order is Open.' },
    click_collect_marks_unchanged: { id: 'click_collect_error_marks_unchanged', defaultMessage: 'Change the mark of at least one item first.' },
    shipment_unknown_item: { id: 'click_collect_error_unknown_item', defaultMessage: 'This item is not in the order.' },
    shipment_item_not_from_hq: { id: 'click_collect_error_item_not_from_hq', defaultMessage: 'This item is served from the store, not ordered from HQ.' },
    shipment_quantity_invalid: { id: 'click_collect_error_quantity_invalid', defaultMessage: 'Enter a whole number of at least 1.' },
    shipment_exceeds_ordered: { id: 'click_collect_error_exceeds_ordered', defaultMessage: 'The maximum is {max}, the units still to come from HQ.' },
    order_not_found: { id: 'click_collect_error_order_not_found', defaultMessage: 'This order was not found.' },
    order_changed: { id: 'click_collect_error_order_changed', defaultMessage: 'The order was changed meanwhile and has been reloaded. Please try again.' },
  }),
);

const failureMessages = messageDescriptors(
  defineMessages({
    status: { id: 'click_collect_error_failed_status', defaultMessage: 'The status could not be updated. Please try again.' },
    shipment: { id: 'click_collect_error_failed_shipment', defaultMessage: 'The shipment could not be recorded. Please try again.' },
    items: { id: 'click_collect_error_failed_marks', defaultMessage: 'The marks could not be saved. Please try again.' },
  }),
);

/** The words of a refusal; a key without words of its own says that the change of its field failed. */
export function refusalMessage(message: ClickCollectMessage): MessageDescriptor {
  return Object.hasOwn(refusalMessages, message.key) ? refusalMessages[message.key as keyof typeof refusalMessages] : failureMessages[message.field];
}
