import Decimal from 'decimal.js';
import { bonusStanding, type BonusTier } from '../../../../domain/dealer-bonus/bonus-programme';
import { DEFAULT_SALES_OVERVIEW_CATEGORY, salesMonths, SALES_OVERVIEW_CATEGORIES, type SalesOverviewFilter } from '../../../../domain/sales-overview/sales-overview';
import type { DownloadedFile } from '../../files/ports';
import type { DealerBonusReport, SalesFigure, SalesModelFigure, SalesOverviewFilterData, SalesOverviewGateway, SalesOverviewReport, SalesOverviewView } from '../ports';

/** One summed line of the example dealer's invoices. */
interface ExampleLine {
  year: number;
  month: number;
  brand: string;
  category: string;
  categoryLabel: string;
  model: string;
  modelLabel: string;
  series: string;
  netSales: number;
  qty: number;
}

const MODELS = [
  { brand: 'Velocita', category: 'EBIKE', categoryLabel: 'E-bike', model: 'VTTE', modelLabel: 'Terra E', series: 'Terra' },
  { brand: 'Velocita', category: 'ROAD', categoryLabel: 'Road', model: 'VRS', modelLabel: 'Strada SL', series: 'Strada' },
  { brand: 'Trailmark', category: 'MTB', categoryLabel: 'Mountain', model: 'TRL', modelLabel: 'Ridgeline', series: 'Ridge' },
  { brand: 'Trailmark', category: 'MTB', categoryLabel: 'Mountain', model: 'TGV', modelLabel: 'Gravel Venture', series: 'Venture' },
];

/** Two years of an example dealer's sales, so every panel has something to show. */
export const EXAMPLE_SALES_LINES: ExampleLine[] = [2025, 2026].flatMap((year) =>
  Array.from({ length: 12 }, (_, index) => index + 1).flatMap((month) =>
    MODELS.map((model, position) => ({ year, month, ...model, netSales: (position + 2) * 1_000_000 * (month % 4 + 1) * (year === 2026 ? 1.2 : 1), qty: (position + 1) * (month % 3 + 1) })),
  ),
);

export const EXAMPLE_BONUS_TIERS: BonusTier[] = [
  { name: 'Bronze', purchaseTarget: '250000000', bonusRate: '1.00', minOnTimeRatio: 0.7, minRetailRegistrations: 0 },
  { name: 'Silver', purchaseTarget: '600000000', bonusRate: '2.00', minOnTimeRatio: 0.8, minRetailRegistrations: 12 },
  { name: 'Gold', purchaseTarget: '1200000000', bonusRate: '3.50', minOnTimeRatio: 0.9, minRetailRegistrations: 30 },
];

function figures(lines: ExampleLine[], key: (line: ExampleLine) => string, label: (line: ExampleLine) => string): SalesFigure[] {
  const byKey = new Map<string, SalesFigure>();
  for (const line of lines) {
    const figure = byKey.get(key(line)) ?? { key: key(line), label: label(line), netSales: '0.00', invoiceQuantity: 0 };
    byKey.set(key(line), { ...figure, netSales: new Decimal(figure.netSales).plus(line.netSales).toFixed(2), invoiceQuantity: figure.invoiceQuantity + line.qty });
  }
  return [...byKey.values()].sort((a, b) => Number(b.netSales) - Number(a.netSales));
}

/** The SalesOverviewGateway over the example lines, filtering as the service does; it records the spreadsheets asked for. */
export class SalesOverviewGatewayInMemory implements SalesOverviewGateway {
  readonly exports: SalesOverviewView[] = [];

  constructor(readonly lines: ExampleLine[] = EXAMPLE_SALES_LINES) {}

  /** As the service does, a field the page leaves empty (undefined or null) takes its default. */
  private filled(filter: Partial<SalesOverviewFilter>): SalesOverviewFilter {
    const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null));
    return { sorg: 'ID01', year: 2026, custCodes: [], category: DEFAULT_SALES_OVERVIEW_CATEGORY, months: [], brands: [], merchandiseCategories: [], models: [], series: [], ...given };
  }

  private matching(filter: SalesOverviewFilter, year: number): ExampleLine[] {
    const holds = (values: readonly string[], value: string) => values.length === 0 || values.includes(value);
    return this.lines.filter(
      (line) =>
        line.year === year &&
        (filter.months.length === 0 || filter.months.includes(line.month)) &&
        holds(filter.brands, line.brand) &&
        holds(filter.merchandiseCategories, line.category) &&
        holds(filter.models, line.model) &&
        holds(filter.series, line.series),
    );
  }

  async filterData(asked: Partial<SalesOverviewFilter>): Promise<SalesOverviewFilterData> {
    const filter = this.filled(asked);
    const ofYear = this.lines.filter((line) => line.year === filter.year);
    const distinct = <T>(values: T[]) => [...new Map(values.map((value) => [JSON.stringify(value), value])).values()];
    return {
      sorgs: ['ID01'],
      years: distinct(this.lines.map((line) => line.year)),
      customers: [{ code: '0000100001', name: 'Sepeda Jaya Jakarta' }],
      categories: [...SALES_OVERVIEW_CATEGORIES],
      months: Array.from({ length: 12 }, (_, index) => index + 1),
      brands: distinct(ofYear.map((line) => line.brand)).sort(),
      merchandiseCategories: distinct(ofYear.map((line) => ({ key: line.category, label: line.categoryLabel }))),
      models: distinct(ofYear.map((line) => ({ key: line.model, label: line.modelLabel }))),
      series: distinct(ofYear.map((line) => line.series)).sort(),
      defaults: filter,
    };
  }

  async overview(asked: Partial<SalesOverviewFilter>): Promise<SalesOverviewReport> {
    const filter = this.filled(asked);
    const lines = this.matching(filter, filter.year);
    const totals = (year: number) => this.matching(filter, year).map((line) => ({ month: line.month, netSales: line.netSales.toFixed(2) }));
    const models: SalesModelFigure[] = figures(lines, (line) => line.model, (line) => line.modelLabel).map((model) => ({
      ...model,
      merchandiseCategory: lines.find((line) => line.model === model.key)!.category,
      series: figures(lines.filter((line) => line.model === model.key), (line) => line.series, (line) => line.series),
    }));
    return {
      filter,
      currency: 'IDR',
      months: salesMonths(totals(filter.year), totals(filter.year - 1), filter.months),
      brands: figures(lines, (line) => line.brand, (line) => line.brand),
      merchandiseCategories: figures(lines, (line) => line.category, (line) => line.categoryLabel),
      models,
    };
  }

  async exportView(filter: SalesOverviewFilter, view: SalesOverviewView): Promise<DownloadedFile> {
    this.exports.push(view);
    return { fileName: `sales-overview-${filter.year}-${view}.xlsx`, content: new Blob(['xlsx']) };
  }

  async dealerBonus(year: number | null): Promise<DealerBonusReport> {
    const shown = year ?? 2026;
    const totals = (of: number) => this.lines.filter((line) => line.year === of).map((line) => ({ month: line.month, netSales: line.netSales.toFixed(2) }));
    const months = salesMonths(totals(shown), totals(shown - 1), []);
    const total = months.reduce((sum, month) => sum.plus(month.netSales), new Decimal(0)).toFixed(2);
    const onTimePayment = { onTime: 17, late: 3, ratio: 0.85 };
    return {
      year: shown,
      years: [2025, 2026],
      sorg: 'ID01',
      custCode: '0000100001',
      currency: 'IDR',
      retail: true,
      tiers: EXAMPLE_BONUS_TIERS,
      standing: bonusStanding(EXAMPLE_BONUS_TIERS, { purchase: total, onTimeRatio: onTimePayment.ratio, retailRegistrations: 18 }),
      purchase: { total, months },
      retailSales: { total: 18, months: [1, 2, 3, 4, 5, 6].map((month) => ({ month, count: 3 })) },
      onTimePayment,
    };
  }
}
