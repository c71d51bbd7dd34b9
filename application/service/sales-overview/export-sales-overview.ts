import { err, ok, type Result } from '../../../domain/shared/result';
import type { SheetColumn, SpreadsheetWriter } from '../orders/ports';
import { serviceTextsFor, type Reader, type ServiceTextsDeps } from '../shared/service-texts';
import { salesOverview, type SalesOverviewDeps, type SalesOverviewError, type SalesOverviewRequest } from './sales-overview';

/** The tables of the overview a spreadsheet can hold, as the portal's panels show them. */
export const SALES_OVERVIEW_VIEWS = ['months', 'brands', 'merchandise-categories', 'models'] as const;
export type SalesOverviewView = (typeof SALES_OVERVIEW_VIEWS)[number];

/**
 * One table of the sales overview as an Excel workbook (GET /api/sales-overview/download-excel): the same filter and
 * the same figures the panel shows, with headers in the reader's language. The models' table lists each series of a
 * model on its own row.
 */
export async function exportSalesOverview(
  deps: SalesOverviewDeps & ServiceTextsDeps & { spreadsheets: SpreadsheetWriter },
  principal: Parameters<typeof salesOverview>[1],
  reader: Reader,
  request: SalesOverviewRequest,
  view: string,
): Promise<Result<{ fileName: string; bytes: Uint8Array }, SalesOverviewError | 'unknown_view'>> {
  if (!(SALES_OVERVIEW_VIEWS as readonly string[]).includes(view)) return err('unknown_view');
  const report = await salesOverview(deps, principal, request);
  if (!report.ok) return report;
  const texts = await serviceTextsFor(deps, reader);
  const { filter, months, brands, merchandiseCategories, models } = report.value;
  const money = (key: string, header: string): SheetColumn => ({ key, header, kind: 'money', width: 18 });
  const quantity: SheetColumn = { key: 'invoiceQuantity', header: texts.message('sales_export_invoice_quantity'), kind: 'number', width: 14 };
  const netSales = money('netSales', texts.message('sales_export_net_sales'));
  const tables = {
    months: {
      columns: [{ key: 'month', header: texts.message('sales_export_month'), kind: 'text', width: 10 } as SheetColumn, money('netSales', String(filter.year)), money('netSalesLastYear', String(filter.year - 1))],
      rows: months.map((month) => ({ month: month.name, netSales: month.netSales, netSalesLastYear: month.netSalesLastYear })),
    },
    brands: {
      columns: [{ key: 'label', header: texts.message('sales_export_brand'), kind: 'text', width: 24 } as SheetColumn, netSales, quantity],
      rows: brands.map((brand) => ({ label: brand.label, netSales: brand.netSales, invoiceQuantity: brand.invoiceQuantity })),
    },
    'merchandise-categories': {
      columns: [{ key: 'label', header: texts.message('sales_export_merchandise_category'), kind: 'text', width: 24 } as SheetColumn, netSales, quantity],
      rows: merchandiseCategories.map((category) => ({ label: category.label, netSales: category.netSales, invoiceQuantity: category.invoiceQuantity })),
    },
    models: {
      columns: [
        { key: 'category', header: texts.message('sales_export_merchandise_category'), kind: 'text', width: 20 } as SheetColumn,
        { key: 'model', header: texts.message('sales_export_model'), kind: 'text', width: 28 } as SheetColumn,
        { key: 'series', header: texts.message('sales_export_series'), kind: 'text', width: 18 } as SheetColumn,
        netSales,
        quantity,
      ],
      rows: models.flatMap((model) => model.series.map((series) => ({ category: model.merchandiseCategory, model: model.label, series: series.label, netSales: series.netSales, invoiceQuantity: series.invoiceQuantity }))),
    },
  }[view as SalesOverviewView];
  const bytes = await deps.spreadsheets.workbook({
    sheetName: texts.message('sales_export_sheet_name'),
    title: texts.message('sales_export_title', { year: filter.year, sorg: filter.sorg }),
    columns: tables.columns,
    rows: tables.rows,
  });
  return ok({ fileName: `sales-overview-${filter.year}-${view}.xlsx`, bytes });
}
