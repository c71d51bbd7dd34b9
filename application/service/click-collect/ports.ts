import type { ClickCollectItem, ClickCollectStatus, ShipmentLine } from '../../../domain/orders/click-collect';

/** A consumer's click-and-collect order at the dealer's store. */
export interface ClickCollectOrderRecord {
  id: string;
  orderNo: string;
  customerId: string;
  consumerName: string;
  consumerEmail: string | null;
  consumerPhone: string | null;
  status: ClickCollectStatus;
  details: ClickCollectItem[];
  createdAt: Date;
  updatedAt: Date;
}

export interface ClickCollectRepository {
  /** The customer's orders, of these statuses when given, newest first. */
  orders(customerId: string, statuses: readonly ClickCollectStatus[] | null): Promise<ClickCollectOrderRecord[]>;
  order(customerId: string, orderId: string): Promise<ClickCollectOrderRecord | undefined>;
  /** Sets the status if the order is still in `from`; false when another update came first. */
  updateStatus(orderId: string, from: ClickCollectStatus, to: ClickCollectStatus, at: Date): Promise<boolean>;
  /**
   * Records a shipment in one transaction: the items' shipped units, the status after it, and the shipment itself,
   * if the order is still in `from`; false when another update came first.
   */
  recordShipment(orderId: string, from: ClickCollectStatus, update: { details: readonly ClickCollectItem[]; status: ClickCollectStatus; lines: readonly ShipmentLine[]; by: string; at: Date }): Promise<boolean>;
  /** Sets how items are served while the order is still in `from`; false when another update came first. */
  markItems(orderId: string, from: ClickCollectStatus, marks: readonly { itemId: string; mark: ClickCollectItem['mark'] }[], at: Date): Promise<boolean>;
}
