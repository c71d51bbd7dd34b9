import { money, precisionOf, roundMoney, toDecimalString, type CurrencyPrecisions } from '../../../domain/money/money';
import type { OrderShipmentRecord, PlacedOrder, ShipToRecord } from './ports';

/** A placed order with the field names of the portal's calls. */
export interface OrderView {
  id: string;
  order_no: string;
  order_status: string;
  sap_order_no: string | null;
  sorg: string;
  currency: string;
  total_order: string;
  totalQty: number;
  custPoNo: string | null;
  notes: string | null;
  requestDeliveryDate: string | null;
  paymentId: string;
  shipTo: ShipToRecord | null;
  shipment: OrderShipmentRecord | null;
  createdAt: string;
  details: {
    lineNo: number;
    article_code: string;
    name: string;
    uom: string;
    qty: number;
    qtyFromStock: number;
    unitDealer: string;
    unitNet: string;
    gross: string;
    discount: string;
    net: string;
    salesDealNo: string | null;
  }[];
}

/**
 * An order as the portal receives it, the same whether just placed or answered again for a repeated idempotency
 * key: the total at the currency's precision (it is stored rounded already), line amounts exact.
 */
export function presentOrder(order: PlacedOrder, precisions: CurrencyPrecisions): OrderView {
  const precision = precisionOf(order.currency, precisions);
  const exact = (value: string) => toDecimalString(money(value, order.currency));
  return {
    id: order.id,
    order_no: order.orderNo,
    order_status: order.status,
    sap_order_no: order.sapOrderNo,
    sorg: order.sorg,
    currency: order.currency,
    total_order: toDecimalString(roundMoney(money(order.totalOrder, order.currency), precision), precision),
    totalQty: order.totalQty,
    custPoNo: order.custPoNo,
    notes: order.notes,
    requestDeliveryDate: order.requestDeliveryDate,
    paymentId: order.paymentId,
    shipTo: order.shipTo,
    shipment: order.shipment,
    createdAt: order.createdAt.toISOString(),
    details: order.lines.map((line) => ({
      lineNo: line.lineNo,
      article_code: line.articleCode,
      name: line.name,
      uom: line.uom,
      qty: line.qty,
      qtyFromStock: line.qtyFromStock,
      unitDealer: exact(line.unitDealer),
      unitNet: exact(line.unitNet),
      gross: exact(line.gross),
      discount: exact(line.discount),
      net: exact(line.net),
      salesDealNo: line.salesDealNo,
    })),
  };
}
