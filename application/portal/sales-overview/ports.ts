import type { BonusStanding, BonusTier, OnTimePayment } from '../../../domain/dealer-bonus/bonus-programme';
import type { SalesMonth, SalesOverviewCategory, SalesOverviewFilter } from '../../../domain/sales-overview/sales-overview';
import type { DownloadedFile } from '../files/ports';

export interface SalesFigure {
  key: string;
  label: string;
  netSales: string;
  invoiceQuantity: number;
}

export interface SalesModelFigure extends SalesFigure {
  merchandiseCategory: string;
  series: SalesFigure[];
}

/** The overview as the service answers it for a filter. */
export interface SalesOverviewReport {
  filter: SalesOverviewFilter;
  currency: string;
  months: SalesMonth[];
  brands: SalesFigure[];
  merchandiseCategories: SalesFigure[];
  models: SalesModelFigure[];
}

/** The options of each filter field, read from the dealer's invoices, and the filter the overview opens with. */
export interface SalesOverviewFilterData {
  sorgs: string[];
  years: number[];
  customers: { code: string; name: string }[];
  categories: SalesOverviewCategory[];
  months: number[];
  brands: string[];
  merchandiseCategories: { key: string; label: string }[];
  models: { key: string; label: string }[];
  series: string[];
  defaults: SalesOverviewFilter;
}

/** Which of the overview's tables a spreadsheet holds. */
export type SalesOverviewView = 'months' | 'brands' | 'merchandise-categories' | 'models';

export interface DealerBonusReport {
  year: number;
  years: number[];
  sorg: string;
  custCode: string;
  currency: string;
  retail: boolean;
  tiers: BonusTier[];
  standing: BonusStanding;
  purchase: { total: string; months: SalesMonth[] };
  retailSales: { total: number; months: { month: number; count: number }[] };
  onTimePayment: OnTimePayment;
}

export interface SalesOverviewGateway {
  /** The filter's options for the sales organisation and year asked so far (the defaults when none). */
  filterData(filter: Partial<SalesOverviewFilter>): Promise<SalesOverviewFilterData>;
  overview(filter: Partial<SalesOverviewFilter>): Promise<SalesOverviewReport>;
  /** One table of the overview as an Excel workbook (.xlsx) the service writes. */
  exportView(filter: SalesOverviewFilter, view: SalesOverviewView): Promise<DownloadedFile>;
  dealerBonus(year: number | null): Promise<DealerBonusReport>;
}
