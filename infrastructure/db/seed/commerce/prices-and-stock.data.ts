import type { DemoArticle, Line } from './articles.data';
import { DEMO_COMMERCE_FIXTURES } from './fixtures';

/** Rupiah per Singapore dollar cent, for the SG01 prices of Velocita articles (11,500 rupiah to the dollar). */
const RUPIAH_PER_SGD_CENT = 115;

function cents(value: number): string {
  return `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** The dealer and retail price of an article in a sales organisation, as decimal strings. */
export function priceIn(line: Line, sorg: string): { dealer: string; retail: string; currency: string } {
  if (sorg === 'US01') return { dealer: cents(line.price), retail: cents(Math.round((line.price * 140) / 100 / 100) * 100 - 1), currency: 'USD' };
  if (sorg === 'SG01') {
    const dealer = Math.round(line.price / RUPIAH_PER_SGD_CENT);
    return { dealer: cents(dealer), retail: cents(Math.round((dealer * 135) / 100 / 100) * 100), currency: 'SGD' };
  }
  return { dealer: `${line.price}.00`, retail: `${Math.round((line.price * 135) / 100 / 1000) * 1000}.00`, currency: 'IDR' };
}

export const LOCATIONS = [
  { code: 'ID01-JKT', sorg: 'ID01', name: 'Jakarta distribution centre', warehouseArea: 'JAVA-WEST', sortOrder: 1 },
  { code: 'ID01-SBY', sorg: 'ID01', name: 'Surabaya warehouse', warehouseArea: 'JAVA-EAST', sortOrder: 2 },
  { code: 'ID01-MDN', sorg: 'ID01', name: 'Medan warehouse', warehouseArea: 'SUMATRA', sortOrder: 3 },
  { code: 'SG01-SIN', sorg: 'SG01', name: 'Singapore warehouse', warehouseArea: 'SINGAPORE', sortOrder: 1 },
  { code: 'US01-DEN', sorg: 'US01', name: 'Denver distribution centre', warehouseArea: 'WEST', sortOrder: 1 },
  { code: 'US01-CHI', sorg: 'US01', name: 'Chicago warehouse', warehouseArea: 'MIDWEST', sortOrder: 2 },
];

type StockPlan = { location: string; available: number; arrivalDays: number | null; arrivalQty: number | null };

/** Hand-set stock of the articles the scenarios use, by sales organisation and article code. */
const STOCK_OVERRIDES: Record<string, StockPlan[]> = {
  [`ID01:${DEMO_COMMERCE_FIXTURES.lowStockArticle}`]: [{ location: 'ID01-JKT', available: 2, arrivalDays: 45, arrivalQty: 10 }],
  [`ID01:${DEMO_COMMERCE_FIXTURES.lastUnitArticle}`]: [{ location: 'ID01-SBY', available: 1, arrivalDays: null, arrivalQty: null }],
  [`ID01:${DEMO_COMMERCE_FIXTURES.zeroStockArticle}`]: [
    { location: 'ID01-JKT', available: 0, arrivalDays: 20, arrivalQty: 12 },
    { location: 'ID01-SBY', available: 0, arrivalDays: 120, arrivalQty: 6 },
  ],
  [`ID01:${DEMO_COMMERCE_FIXTURES.tieredArticle}`]: [
    { location: 'ID01-JKT', available: 400, arrivalDays: null, arrivalQty: null },
    { location: 'ID01-SBY', available: 150, arrivalDays: null, arrivalQty: null },
  ],
  [`ID01:${DEMO_COMMERCE_FIXTURES.discountedBike}`]: [
    { location: 'ID01-JKT', available: 12, arrivalDays: null, arrivalQty: null },
    { location: 'ID01-SBY', available: 6, arrivalDays: 30, arrivalQty: 10 },
  ],
  [`SG01:${DEMO_COMMERCE_FIXTURES.discountedBike}`]: [{ location: 'SG01-SIN', available: 8, arrivalDays: null, arrivalQty: null }],
  [`SG01:${DEMO_COMMERCE_FIXTURES.limitedArticle}`]: [{ location: 'SG01-SIN', available: 10, arrivalDays: null, arrivalQty: null }],
  [`ID01:${DEMO_COMMERCE_FIXTURES.limitedArticle}`]: [{ location: 'ID01-JKT', available: 9, arrivalDays: null, arrivalQty: null }],
};

/** Stock of an article per location of a sales organisation: derived from its position, with some at zero and some scarce. */
export function stockPlan(article: DemoArticle, index: number, sorg: string): StockPlan[] {
  const override = STOCK_OVERRIDES[`${sorg}:${article.articleCode}`];
  if (override) return override;
  const locations = LOCATIONS.filter((location) => location.sorg === sorg);
  const bike = article.line.category === 'bike';
  return locations.map((location, position) => {
    const seed = (index * 37 + position * 11) % 97;
    if (index % 11 === 0) return { location: location.code, available: 0, arrivalDays: 15 + (seed % 90), arrivalQty: bike ? 8 : 40 };
    if (index % 13 === 1) return { location: location.code, available: position === 0 ? 1 + (index % 2) : 0, arrivalDays: position === 0 ? 30 : null, arrivalQty: position === 0 ? 5 : null };
    const available = bike ? 3 + (seed % 25) : 20 + seed * 3;
    return { location: location.code, available, arrivalDays: seed % 4 === 0 ? 10 + seed : null, arrivalQty: seed % 4 === 0 ? (bike ? 6 : 50) : null };
  });
}
