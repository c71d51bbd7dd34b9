import { ok, refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type {
  ClickCollectChangeOutcome,
  ClickCollectGateway,
  ClickCollectItemMarkChange,
  ClickCollectOrder,
} from '../../../application/portal/click-collect/ports';
import type { ClickCollectStatus, ShipmentLine } from '../../../domain/orders/click-collect';
import {
  ClickCollectMarkItemsDocument,
  ClickCollectOrderDocument,
  ClickCollectOrdersDocument,
  ClickCollectUpdateShipmentsDocument,
  ClickCollectUpdateStatusDocument,
  type ClickCollectOrderFieldsFragment,
  type ClickCollectUpdateStatusMutation,
} from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** What the three click-and-collect mutations answer; a refusal without user errors is reported by the use-case. */
type ChangePayload = ClickCollectUpdateStatusMutation['clickCollectUpdateStatus'];

function toOrder(order: ClickCollectOrderFieldsFragment): ClickCollectOrder {
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    nextStatuses: [...order.nextStatuses],
    customerName: order.customerName,
    customerEmail: order.customerEmail ?? null,
    customerPhone: order.customerPhone ?? null,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    details: order.details.map((item) => ({ ...item })),
  };
}

function toOutcome(payload: ChangePayload): ClickCollectChangeOutcome {
  if (payload.message.status && payload.userErrors.length === 0 && payload.order) return ok(toOrder(payload.order));
  return refused(...payload.userErrors.map((error) => userError(error.field ?? [], error.message)));
}

/** The ClickCollectGateway over the service's GraphQL operations. */
export class ClickCollectGatewayGraphql implements ClickCollectGateway {
  constructor(readonly graphql: GraphqlClient) {}

  async orders(): Promise<ClickCollectOrder[]> {
    const { clickCollectOrders } = await this.graphql.request(ClickCollectOrdersDocument, {});
    return clickCollectOrders.map(toOrder);
  }

  async order(orderId: string): Promise<ClickCollectOrder | null> {
    const { clickCollectOrder } = await this.graphql.request(ClickCollectOrderDocument, { orderId });
    return clickCollectOrder ? toOrder(clickCollectOrder) : null;
  }

  async updateStatus(orderId: string, status: ClickCollectStatus): Promise<ClickCollectChangeOutcome> {
    const { clickCollectUpdateStatus } = await this.graphql.request(ClickCollectUpdateStatusDocument, { orderId, status });
    return toOutcome(clickCollectUpdateStatus);
  }

  async updateShipments(orderId: string, lines: readonly ShipmentLine[]): Promise<ClickCollectChangeOutcome> {
    const { clickCollectUpdateShipments } = await this.graphql.request(ClickCollectUpdateShipmentsDocument, {
      shipment: { orderId, lines: lines.map((line) => ({ itemId: line.itemId, qty: line.qty })) },
    });
    return toOutcome(clickCollectUpdateShipments);
  }

  async markItems(orderId: string, items: readonly ClickCollectItemMarkChange[]): Promise<ClickCollectChangeOutcome> {
    const { clickCollectMarkItems } = await this.graphql.request(ClickCollectMarkItemsDocument, { orderId, items: items.map((item) => ({ ...item })) });
    return toOutcome(clickCollectMarkItems);
  }
}
