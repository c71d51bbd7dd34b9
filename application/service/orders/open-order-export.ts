import { DELIVERY_STATE_LABELS } from '../../../domain/orders/deliveries';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import type { IdGenerator } from '../payments/ports';
import type { FileStore } from '../shared/ports';
import { openOrders, type CompanyOpenOrdersView, type OpenOrdersRequest, type OrderReadDeps } from './open-orders';
import type { ReportRecord, ReportRepository, SheetColumn, SheetTable, SpreadsheetWriter } from './ports';

/** The file-store folder of generated reports. */
export const REPORT_FOLDER = 'reports';
/** How long a generated report can be downloaded: long enough for a slow connection, short enough not to pile up. */
export const REPORT_LIFETIME_MS = 60 * 60_000;
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The open-order export's columns, in the order of the open-order screen. */
export const OPEN_ORDER_COLUMNS: SheetColumn[] = [
  { header: 'Company', key: 'companyCode', kind: 'text', width: 12 },
  { header: 'Company Name', key: 'companyName', kind: 'text', width: 28 },
  { header: 'SO Number', key: 'soNumber', kind: 'text', width: 14 },
  { header: 'Order Number', key: 'orderNumber', kind: 'text', width: 14 },
  { header: 'Order Type', key: 'orderType', kind: 'text', width: 10 },
  { header: 'PO Number', key: 'poNumber', kind: 'text', width: 16 },
  { header: 'Order Date', key: 'orderDate', kind: 'date', width: 12 },
  { header: 'Request Delivery Date', key: 'requestDeliveryDate', kind: 'date', width: 12 },
  { header: 'Expected Delivery Date', key: 'expectedDeliveryDate', kind: 'date', width: 12 },
  { header: 'Customer Code', key: 'custCode', kind: 'text', width: 14 },
  { header: 'Customer Name', key: 'custName', kind: 'text', width: 28 },
  { header: 'Ship To', key: 'shipTo', kind: 'text', width: 28 },
  { header: 'Article Code', key: 'articleCode', kind: 'text', width: 16 },
  { header: 'Article Name', key: 'articleName', kind: 'text', width: 34 },
  { header: 'Category', key: 'productCategory', kind: 'text', width: 10 },
  { header: 'Model Year', key: 'modelYear', kind: 'number', width: 8 },
  { header: 'Qty', key: 'qty', kind: 'number', width: 8 },
  { header: 'UoM', key: 'uom', kind: 'text', width: 6 },
  { header: 'Currency', key: 'currency', kind: 'text', width: 8 },
  { header: 'Price', key: 'price', kind: 'money', width: 14 },
  { header: 'Subtotal', key: 'subTotal', kind: 'money', width: 16 },
  { header: 'Status', key: 'status', kind: 'text', width: 14 },
  { header: 'Delivery Status', key: 'deliveryState', kind: 'text', width: 20 },
  { header: 'DO Numbers', key: 'doNumbers', kind: 'text', width: 20 },
];

/** The export's rows: one per open-order line, company by company as the screen lists them. */
export function openOrderRows(companies: readonly CompanyOpenOrdersView[]): SheetTable['rows'] {
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
      deliveryState: order.deliveryState ? DELIVERY_STATE_LABELS[order.deliveryState] : '',
      doNumbers: order.doNumbers.join(', '),
    })),
  );
}

/** The export's file name, as the portal always named it: 'List Open Order - {date}.xlsx', the date as YYYY-MM-DD. */
export function openOrderFileName(today: string): string {
  return `List Open Order - ${today}.xlsx`;
}

export type ReportDeps = OrderReadDeps & { reports: ReportRepository; spreadsheets: SpreadsheetWriter; files: FileStore; ids: IdGenerator };

/**
 * Creates the open-order Excel export of the customer the session acts for: the same rows as openOrderV4 shows,
 * written as a workbook and kept for an hour for the user who asked, who downloads it with the bearer token
 * through GET /api/reports/{id}/download.
 */
export async function createOpenOrderReport(deps: ReportDeps, principal: Principal, request: OpenOrdersRequest): Promise<Result<ReportRecord, ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const companies = await openOrders(deps, principal, request);
  if (!companies.ok) return companies;
  const now = deps.clock.now();
  const today = deps.invoicesSettings.today(customer.value.sorg, now);
  const bytes = await deps.spreadsheets.workbook({
    sheetName: 'Open Orders',
    title: `List Open Order - ${customer.value.name} (${customer.value.r3}) - ${today}`,
    columns: OPEN_ORDER_COLUMNS,
    rows: openOrderRows(companies.value),
  });
  const id = deps.ids.newId();
  const report: ReportRecord = {
    id,
    userId: principal.userId,
    customerId: customer.value.customerId,
    kind: 'open_orders',
    fileName: openOrderFileName(today),
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
