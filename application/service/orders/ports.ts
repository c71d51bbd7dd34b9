import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { DateRange } from '../../../domain/dates/date-range';
import type { DeliveryFacts } from '../../../domain/orders/deliveries';

/** An open sales-order line as the ERP lists it. Amounts are decimal strings; days YYYY-MM-DD. */
export interface OpenOrderLineRecord {
  id: string;
  sorg: string;
  companyCode: string;
  companyName: string;
  soNumber: string;
  orderNumber: string;
  orderType: string | null;
  poNumber: string | null;
  orderDate: CalendarDay;
  requestDeliveryDate: CalendarDay | null;
  expectedDeliveryDate: CalendarDay | null;
  notes: string | null;
  internalNotes: string | null;
  createdBy: string | null;
  shipTo: string | null;
  shipToName: string | null;
  shipToAddress: string | null;
  custCode: string;
  custName: string;
  lineNo: number;
  articleCode: string;
  articleCodeDisplay: string;
  articleName: string;
  qty: number;
  price: string;
  subTotal: string;
  currency: string;
  uom: string;
  productCategory: string | null;
  modelYear: number | null;
  status: string;
}

export interface DeliveryLineRecord {
  lineNo: number;
  /** The sales-order number (soNumber) the line delivers. */
  orderNo: string;
  articleCode: string;
  name: string;
  orderQty: number;
  price: string;
}

/** A delivery order (DO) with its lines. */
export interface DeliveryRecord extends DeliveryFacts {
  id: string;
  doNumber: string;
  sorg: string;
  companyCode: string;
  companyName: string;
  orderType: string | null;
  custPoNo: string | null;
  documentDate: CalendarDay;
  trackingUrl: string | null;
  expeditionName: string | null;
  notes: string | null;
  custCode: string;
  currency: string;
  detail: DeliveryLineRecord[];
}

/** Narrows a customer's orders and deliveries: some sales organisations, some sold-to customer codes. */
export interface OrderFilter {
  sorgs: readonly string[] | null;
  custCodes: readonly string[] | null;
}

export interface OpenOrderRepository {
  /** The customer's open order lines, by order date, sales-order number and line. */
  openOrderLines(customerId: string, filter: OrderFilter): Promise<OpenOrderLineRecord[]>;
  /** The customer's delivery orders whose lines deliver any of these sales orders, by document date and number. */
  deliveriesOfOrders(customerId: string, soNumbers: readonly string[]): Promise<DeliveryRecord[]>;
  /**
   * The customer's delivery orders of a date range: by delivery date (or, before one is set, document date) for
   * `delivery`, by document date for `document`; by that day and number.
   */
  deliveriesInRange(customerId: string, range: DateRange, by: 'delivery' | 'document', filter: OrderFilter): Promise<DeliveryRecord[]>;
}

/** A generated file kept for download. */
export interface ReportRecord {
  id: string;
  userId: string;
  customerId: string | null;
  kind: string;
  fileName: string;
  storedName: string;
  contentType: string;
  size: number;
  createdAt: Date;
  expiresAt: Date;
}

export interface ReportRepository {
  insert(report: Omit<ReportRecord, 'id'> & { id: string }): Promise<void>;
  find(id: string): Promise<ReportRecord | undefined>;
}

/** A column of a generated table: its header, the key of the row value, its kind and width in characters. */
export interface SheetColumn {
  header: string;
  key: string;
  kind: 'text' | 'number' | 'money' | 'date';
  width: number;
}

/** One worksheet holding one table. Money values are decimal strings, dates YYYY-MM-DD. */
export interface SheetTable {
  sheetName: string;
  title: string;
  columns: SheetColumn[];
  rows: Record<string, string | number | null>[];
}

/** Writes spreadsheet files (.xlsx). */
export interface SpreadsheetWriter {
  workbook(table: SheetTable): Promise<Uint8Array>;
}

/** A portal order as the administrators' order list shows it, with its lines and stock confirmations. */
export interface OrderListRecord {
  id: string;
  orderNo: string;
  status: string;
  sapOrderNo: string | null;
  sorg: string;
  currency: string;
  totalOrder: string;
  totalQty: number;
  custPoNo: string | null;
  notes: string | null;
  requestDeliveryDate: CalendarDay | null;
  paymentId: string;
  createdAt: Date;
  lines: { lineNo: number; articleCode: string; name: string; uom: string; qty: number; qtyFromStock: number; unitNet: string; net: string }[];
  confirmations: { lineNo: number; qty: number; confirmedDate: CalendarDay | null; source: string; locationCode: string | null }[];
}

export interface OrderListFilter {
  status: string | null;
  range: DateRange | null;
  search: string | null;
}

export interface OrderListRepository {
  /** One page of the customer's portal orders, newest first. */
  orders(customerId: string, filter: OrderListFilter, page: number, limit: number): Promise<{ items: OrderListRecord[]; total: number }>;
}
