import type { DownloadedFile } from '../files/ports';
import type { OpenOrderCompany, OrdersGateway } from './ports';

/** The code the export's failure names, as the spec writes it: 'Something went wrong (OE1).' */
export const EXPORT_FAILURE_CODE = 'OE1';

/**
 * Loads the open orders of the customer the session acts for, by company with their delivery orders; null when
 * they cannot be loaded (the spec ignores the failure; the page says the list could not be loaded).
 */
export type LoadOpenOrders = () => Promise<OpenOrderCompany[] | null>;

export function createLoadOpenOrders(deps: { orders: OrdersGateway }): LoadOpenOrders {
  return async () => {
    try {
      return await deps.orders.openOrders();
    } catch {
      return null;
    }
  };
}

export type OpenOrderExport = { ok: true; file: DownloadedFile } | { ok: false; code: typeof EXPORT_FAILURE_CODE };

/**
 * Has the service write the open orders to an Excel file ('List Open Order - {date}.xlsx') and downloads it with
 * the session's token; any failure on the way is the one export failure OE1.
 */
export type ExportOpenOrders = () => Promise<OpenOrderExport>;

export function createExportOpenOrders(deps: { orders: OrdersGateway }): ExportOpenOrders {
  return async () => {
    try {
      const report = await deps.orders.createOpenOrderReport();
      if (!report) return { ok: false, code: EXPORT_FAILURE_CODE };
      return { ok: true, file: await deps.orders.downloadReport(report) };
    } catch {
      return { ok: false, code: EXPORT_FAILURE_CODE };
    }
  };
}
