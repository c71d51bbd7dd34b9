import {
  clickCollectOrder,
  clickCollectOrders,
  markClickCollectItems,
  updateClickCollectOrderStatus,
  updateClickCollectShipments,
} from '../../../application/service/click-collect/click-collect-orders';
import type { ClickCollectOrderRecord } from '../../../application/service/click-collect/ports';
import { CLICK_COLLECT_STATUS_LABELS, isItemReady, nextClickCollectStatuses, unitsAwaitingHq } from '../../../domain/orders/click-collect';
import type { Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { ClickCollectOrder, Resolvers } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { mutationAnswer } from '../graphql/mutation-answer';
import { iso, readOrRefuse } from './after-sales-edge';
import { signedIn } from './platform';

const CLICK_COLLECT = { scopes: ['page.click-collect'] };

export const clickCollectPolicies: FieldPolicies = {
  'Query.clickCollectOrders': CLICK_COLLECT,
  'Query.clickCollectOrder': CLICK_COLLECT,
  'Mutation.clickCollectUpdateStatus': CLICK_COLLECT,
  'Mutation.clickCollectUpdateShipments': CLICK_COLLECT,
  'Mutation.clickCollectMarkItems': CLICK_COLLECT,
};

const MARK_LABELS = { order_to_hq: 'Order to HQ', ready_to_pickup: 'Ready to Pickup' } as const;

function toClickCollectOrder(order: ClickCollectOrderRecord): ClickCollectOrder {
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    statusLabel: CLICK_COLLECT_STATUS_LABELS[order.status],
    nextStatuses: [...nextClickCollectStatuses(order.status)],
    customerName: order.consumerName,
    customerEmail: order.consumerEmail,
    customerPhone: order.consumerPhone,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    details: order.details.map((item) => ({ ...item, markLabel: MARK_LABELS[item.mark], awaitingFromHq: unitsAwaitingHq(item), ready: isItemReady(item) })),
  };
}

/** A change's answer; the refusal is a dictionary key on the field it concerns. */
function changed(result: Result<ClickCollectOrderRecord, string>, field: string, keys: { success: string; failure: string }) {
  const answer = mutationAnswer(result.ok ? [] : [userError(field, result.error)], keys);
  return result.ok ? { ...answer, orderId: result.value.id, order: toClickCollectOrder(result.value) } : { ...answer, orderId: null, order: null };
}

export const clickCollectResolvers: Resolvers = {
  Query: {
    clickCollectOrders: async (_parent, { status }, { services, principal }) =>
      readOrRefuse(await clickCollectOrders(services, signedIn(principal), { statuses: status })).map(toClickCollectOrder),
    clickCollectOrder: async (_parent, { orderId }, { services, principal }) => {
      const order = await clickCollectOrder(services, signedIn(principal), orderId);
      if (order.ok) return toClickCollectOrder(order.value);
      if (order.error === 'order_not_found' || order.error === 'customer_required') return null;
      throw forbidden();
    },
  },
  Mutation: {
    clickCollectUpdateStatus: async (_parent, args, { services, principal }) =>
      changed(await updateClickCollectOrderStatus(services, signedIn(principal), args), 'status', { success: 'success_update_status', failure: 'failed_update_status' }),
    clickCollectUpdateShipments: async (_parent, { shipment }, { services, principal }) =>
      changed(await updateClickCollectShipments(services, signedIn(principal), shipment), 'shipment', { success: 'success_update_shipment', failure: 'failed_update_shipment' }),
    clickCollectMarkItems: async (_parent, args, { services, principal }) =>
      changed(await markClickCollectItems(services, signedIn(principal), args), 'items', { success: 'success_mark_items', failure: 'failed_mark_items' }),
  },
};
