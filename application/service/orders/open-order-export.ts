import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { DeliveryState } from '../../../domain/orders/deliveries';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import type { IdGenerator } from '../payments/ports';
import type { FileStore } from '../shared/ports';
import { serviceTextsFor, type Reader, type ServiceMessageId, type ServiceTexts, type ServiceTextsDeps } from '../shared/service-texts';
import { openOrders, type CompanyOpenOrdersView, type OpenOrdersRequest, type OrderReadDeps } from './open-orders';
import type { ReportRecord, ReportRepository, SheetColumn, SheetTable, SpreadsheetWriter } from './ports';

/** The file-store folder of generated reports. */
export const REPORT_FOLDER = 'reports';
/** How long a generated report can be downloaded: long enough for a slow connection, short enough not to pile up. */
export const REPORT_LIFETIME_MS = 60 * 60_000;
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of the open-order export, its header named by a message of the service's catalogues. */
type OpenOrderColumn = Omit<SheetColumn, 'header'> & { header: ServiceMessageId };

/** The open-order export's columns, in the order of the open-order screen. */
export const OPEN_ORDER_COLUMNS: readonly OpenOrderColumn[] = [
  { header: 'open_orders_column_company', key: 'companyCode', kind: 'text', width: 12 },
  { header: 'open_orders_column_company_name', key: 'companyName', kind: 'text', width: 28 },
  { header: 'open_orders_column_so_number', key: 'soNumber', kind: 'text', width: 14 },
  { header: 'open_orders_column_order_number', key: 'orderNumber', kind: 'text', width: 14 },
  { header: 'open_orders_column_order_type', key: 'orderType', kind: 'text', width: 10 },
  { header: 'open_orders_column_po_number', key: 'poNumber', kind: 'text', width: 16 },
  { header: 'open_orders_column_order_date', key: 'orderDate', kind: 'date', width: 12 },
  { header: 'open_orders_column_request_delivery_date', key: 'requestDeliveryDate', kind: 'date', width: 12 },
  { header: 'open_orders_column_expected_delivery_date', key: 'expectedDeliveryDate', kind: 'date', width: 12 },
  { header: 'open_orders_column_customer_code', key: 'custCode', kind: 'text', width: 14 },
  { header: 'open_orders_column_customer_name', key: 'custName', kind: 'text', width: 28 },
  { header: 'open_orders_column_ship_to', key: 'shipTo', kind: 'text', width: 28 },
  { header: 'open_orders_column_article_code', key: 'articleCode', kind: 'text', width: 16 },
  { header: 'open_orders_column_article_name', key: 'articleName', kind: 'text', width: 34 },
  { header: 'open_orders_column_category', key: 'productCategory', kind: 'text', width: 10 },
  { header: 'open_orders_column_model_year', key: 'modelYear', kind: 'number', width: 8 },
  { header: 'open_orders_column_qty', key: 'qty', kind: 'number', width: 8 },
  { header: 'open_orders_column_uom', key: 'uom', kind: 'text', width: 6 },
  { header: 'open_orders_column_currency', key: 'currency', kind: 'text', width: 8 },
  { header: 'open_orders_column_price', key: 'price', kind: 'money', width: 14 },
  { header: 'open_orders_column_subtotal', key: 'subTotal', kind: 'money', width: 16 },
  { header: 'open_orders_column_status', key: 'status', kind: 'text', width: 14 },
  { header: 'open_orders_column_delivery_status', key: 'deliveryState', kind: 'text', width: 20 },
  { header: 'open_orders_column_do_numbers', key: 'doNumbers', kind: 'text', width: 20 },
];

const DELIVERY_STATE_MESSAGES: Readonly<Record<DeliveryState, ServiceMessageId>> = {
  awaiting_confirmation: 'open_orders_delivery_state_awaiting_confirmation',
  in_progress: 'open_orders_delivery_state_in_progress',
  shipped: 'open_orders_delivery_state_shipped',
};

/** The export's rows: one per open-order line, company by company as the screen lists them, delivery states in the reader's words. */
export function openOrderRows(companies: readonly CompanyOpenOrdersView[], texts: ServiceTexts): SheetTable['rows'] {
  return companies.flatMap((company) =>
    company.orders.map((order) => ({
      companyCode: company.companyCode,
      companyName: company.companyName,
      soNumber: order.soNumber,
      orderNumber: order.orderNumber,
      orderType: order.orderType,
      poNumber: order.poNumber,
      orderDate: order.orderDate,
      requestDeliveryDate: order.requestDeliveryDate,
      expectedDeliveryDate: order.expectedDeliveryDate,
      custCode: order.custCode,
      custName: order.custName,
      shipTo: [order.shipToName, order.shipToAddress].filter(Boolean).join(', ') || order.shipTo,
      articleCode: order.articleCodeDisplay,
      articleName: order.articleName,
      productCategory: order.productCategory,
      modelYear: order.modelYear,
      qty: order.qty,
      uom: order.uom,
      currency: order.currency,
      price: order.price,
      subTotal: order.subTotal,
      status: order.status,
      deliveryState: order.deliveryState ? texts.message(DELIVERY_STATE_MESSAGES[order.deliveryState]) : '',
      doNumbers: order.doNumbers.join(', '),
    })),
  );
}

/**
 * The export's file name in the reader's words, as the portal always named it in English: 'List Open Order -
 * {date}.xlsx'. The date stays YYYY-MM-DD in every language: it sorts, and holds no character a file name cannot.
 */
export function openOrderFileName(today: CalendarDay, texts: ServiceTexts): string {
  return `${texts.message('open_orders_file_name', { date: today })}.xlsx`;
}

export type ReportDeps = OrderReadDeps & ServiceTextsDeps & { reports: ReportRepository; spreadsheets: SpreadsheetWriter; files: FileStore; ids: IdGenerator };

/**
 * Creates the open-order Excel export of the customer the session acts for: the same rows as openOrderV4 shows,
 * written as a workbook in the reader's language and kept for an hour for the user who asked, who downloads it
 * with the bearer token through GET /api/reports/{id}/download.
 */
export async function createOpenOrderReport(deps: ReportDeps, principal: Principal, reader: Reader, request: OpenOrdersRequest): Promise<Result<ReportRecord, ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const companies = await openOrders(deps, principal, request);
  if (!companies.ok) return companies;
  const texts = await serviceTextsFor(deps, reader);
  const now = deps.clock.now();
  const today = deps.invoicesSettings.today(customer.value.sorg, now);
  const bytes = await deps.spreadsheets.workbook({
    sheetName: texts.message('open_orders_sheet_name'),
    title: texts.message('open_orders_title', { customer: customer.value.name, code: customer.value.r3, date: texts.day(today) }),
    columns: OPEN_ORDER_COLUMNS.map((column) => ({ ...column, header: texts.message(column.header) })),
    rows: openOrderRows(companies.value, texts),
  });
  const id = deps.ids.newId();
  const report: ReportRecord = {
    id,
    userId: principal.userId,
    customerId: customer.value.customerId,
    kind: 'open_orders',
    fileName: openOrderFileName(today, texts),
    storedName: `${id}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
    size: bytes.byteLength,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REPORT_LIFETIME_MS),
  };
  await deps.files.write(REPORT_FOLDER, report.storedName, bytes);
  await deps.reports.insert(report);
  return ok(report);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A report for download: only to the user who created it, while it has not expired. Anything else is
 * `report_not_found`, so a caller cannot tell another user's report from none.
 */
export async function downloadReport(
  deps: { reports: ReportRepository; files: FileStore; clock: { now(): Date } },
  principal: Principal,
  id: string,
): Promise<Result<{ fileName: string; contentType: string; bytes: Uint8Array }, 'report_not_found'>> {
  if (!UUID.test(id)) return err('report_not_found');
  const report = await deps.reports.find(id);
  if (!report || report.userId !== principal.userId || report.expiresAt.getTime() <= deps.clock.now().getTime()) return err('report_not_found');
  const bytes = await deps.files.read(REPORT_FOLDER, report.storedName);
  return bytes ? ok({ fileName: report.fileName, contentType: report.contentType, bytes }) : err('report_not_found');
}
