import { createExportOpenOrders, createLoadOpenOrders, type ExportOpenOrders, type LoadOpenOrders } from './open-orders';
import {
  createApproveOrderPayment,
  createDownloadOrderPaymentDocument,
  createLoadOrderList,
  createVoidOrderPayment,
  orderPaymentActions,
  type DecideOrderPayment,
  type DownloadOrderPaymentDocument,
  type LoadOrderList,
  type OrderPaymentActions,
} from './order-list';
import type { OrdersGateway } from './ports';
import { checkOrderDateRange, createLoadShipmentHistory, defaultShipmentRange, type CheckOrderDateRange, type DefaultShipmentRange, type LoadShipmentHistory } from './shipment-history';

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface OrderUseCases {
  loadOpenOrders: LoadOpenOrders;
  exportOpenOrders: ExportOpenOrders;
  defaultShipmentRange: DefaultShipmentRange;
  checkOrderDateRange: CheckOrderDateRange;
  loadShipmentHistory: LoadShipmentHistory;
  loadOrderList: LoadOrderList;
  orderPaymentActions: OrderPaymentActions;
  approveOrderPayment: DecideOrderPayment;
  voidOrderPayment: DecideOrderPayment;
  downloadOrderPaymentDocument: DownloadOrderPaymentDocument;
}

export function createOrderUseCases(ports: { orders: OrdersGateway }): OrderUseCases {
  return {
    loadOpenOrders: createLoadOpenOrders(ports),
    exportOpenOrders: createExportOpenOrders(ports),
    defaultShipmentRange,
    checkOrderDateRange,
    loadShipmentHistory: createLoadShipmentHistory(ports),
    loadOrderList: createLoadOrderList(ports),
    orderPaymentActions,
    approveOrderPayment: createApproveOrderPayment(ports),
    voidOrderPayment: createVoidOrderPayment(ports),
    downloadOrderPaymentDocument: createDownloadOrderPaymentDocument(ports),
  };
}
