import type { Result } from '../../../domain/shared/result';
import type { DateRange } from '../../../domain/dates/date-range';
import type { DeliveryState } from '../../../domain/orders/deliveries';
import type { DownloadableFile, DownloadedFile } from '../files/ports';

/** A line of a delivery order: the units of one article of a sales order (orderNo) it delivers. */
export interface DeliveryLine {
  lineNo: number;
  orderNo: string;
  articleCode: string;
  name: string;
  orderQty: number;
  price: string;
}

/** A delivery order (DO) with the state the service sees it in today. */
export interface Delivery {
  id: string;
  doNumber: string;
  orderType: string | null;
  custPoNo: string | null;
  /** The day the delivery order was created (YYYY-MM-DD). */
  documentDate: string;
  deliveryDate: string | null;
  estimatedDeliveryDate: string | null;
  trackingNo: string | null;
  trackingUrl: string | null;
  expeditionName: string | null;
  companyCode: string;
  companyName: string;
  currency: string;
  state: DeliveryState;
  lines: DeliveryLine[];
}

/** An open sales-order line: one article of an order not yet fully delivered. */
export interface OpenOrderLine {
  id: string;
  soNumber: string;
  orderNumber: string;
  poNumber: string | null;
  /** The order date (YYYY-MM-DD). */
  orderDate: string;
  requestDeliveryDate: string | null;
  expectedDeliveryDate: string | null;
  shipTo: { code: string | null; name: string | null; address: string | null };
  lineNo: number;
  articleCode: string;
  articleName: string;
  qty: number;
  uom: string;
  price: string;
  subTotal: string;
  currency: string;
  status: string;
  /** The delivery orders that deliver this line's sales order. */
  doNumbers: string[];
  /** The state of the order's least advanced delivery; null before any delivery order exists. */
  deliveryState: DeliveryState | null;
}

/** A company's open-order lines and the delivery orders that deliver them, with how many deliveries are in each state. */
export interface OpenOrderCompany {
  companyCode: string;
  companyName: string;
  orders: OpenOrderLine[];
  deliveries: Delivery[];
  deliveryStateCounts: Record<DeliveryState, number>;
}

/** A company's delivery orders not yet shipped. */
export interface OpenDeliveryCompany {
  companyCode: string;
  companyName: string;
  deliveries: Delivery[];
}

/** A generated file the service keeps for a while, downloaded with the session's token. */
export interface GeneratedReport {
  id: string;
  fileName: string;
  contentType: string;
  downloadUrl: string;
}

/** What the administrators' order list is narrowed by; from/to a date-filter range over the order date. */
export interface OrderListFilter {
  status: string | null;
  range: DateRange | null;
  /** Part of the order, SAP order or PO number. */
  search: string | null;
}

export interface OrderListQuery {
  filter: OrderListFilter;
  page: number;
  limit: number;
}

/** A transfer receipt or supporting document of an order's payment, downloaded with the session's token. */
export interface OrderPaymentDocument extends DownloadableFile {
  id: string;
  kind: string;
}

/** The payment of an order: its request's number (which approval and voiding take), status and documents. */
export interface OrderPayment {
  requestNumber: string;
  amount: string;
  currency: string;
  expiresAt: string | null;
  status: { id: string; description: string };
  flags: { waiting: boolean; uploaded: boolean; failed: boolean; voided: boolean; completed: boolean };
  merchant: string;
  virtualAccountNo: string | null;
  documents: OrderPaymentDocument[];
  receipt: { id: string; fileName: string } | null;
}

export interface OrderListLine {
  lineNo: number;
  articleCode: string;
  name: string;
  uom: string;
  qty: number;
  qtyFromStock: number;
  unitNet: string;
  net: string;
}

/** When and from where an order line's units are confirmed: stock, arrival, or open (no date yet). */
export interface StockConfirmation {
  lineNo: number;
  qty: number;
  confirmedDate: string | null;
  source: string;
  location: string | null;
}

/** A portal order as the administrators' order list shows it. */
export interface OrderListItem {
  id: string;
  orderNo: string;
  status: string;
  statusDescription: string;
  /** True while the order waits for its payment before it goes on to the ERP. */
  pendingB2B: boolean;
  sapOrderNo: string | null;
  sorg: string;
  currency: string;
  total: string;
  totalQty: number;
  custPoNo: string | null;
  notes: string | null;
  requestDeliveryDate: string | null;
  createdAt: string;
  payment: OrderPayment | null;
  lines: OrderListLine[];
  stockConfirmations: StockConfirmation[];
}

export interface OrderListPage {
  items: OrderListItem[];
  total: number;
  page: number;
  limit: number;
}

/** The service's decision on a payment: done, or the refusals it named. */
export type PaymentDecisionOutcome = Result<void>;

/** What this area asks of the service. */
export interface OrdersGateway {
  openOrders(): Promise<OpenOrderCompany[]>;
  /** Shipped delivery orders whose delivery day is within the range. */
  shippedOrders(range: DateRange): Promise<Delivery[]>;
  /** Delivery orders not yet shipped, created within the range, by company. */
  openDeliveries(range: DateRange): Promise<OpenDeliveryCompany[]>;
  /** Creates the open-order Excel export; null when the service refuses. */
  createOpenOrderReport(): Promise<GeneratedReport | null>;
  downloadReport(report: GeneratedReport): Promise<DownloadedFile>;
  downloadPaymentDocument(document: OrderPaymentDocument): Promise<DownloadedFile>;
  orderList(query: OrderListQuery): Promise<OrderListPage>;
  approveOrderPayment(requestNumber: string): Promise<PaymentDecisionOutcome>;
  voidOrderPayment(requestNumber: string): Promise<PaymentDecisionOutcome>;
}
