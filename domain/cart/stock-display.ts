import type { HostConfig } from '../config/host-config';

/** Stock of an article at one location (warehouse): units available and the date the next delivery arrives. */
export interface LocationStock {
  location: string;
  available: number;
  /** The next arrival as an ISO date (YYYY-MM-DD, a time part is ignored), or null when none is planned. */
  nextArrival: string | null;
}

/**
 * How a host shows stock (config stockDisplay): `cumulative` (the default) adds all locations into one figure,
 * `location` shows each location on its own.
 */
export type StockDisplayMode = HostConfig['stockDisplay'];

/** One row of a stock display; `location` is null on the cumulative row. */
export interface StockRow {
  location: string | null;
  available: number;
  nextArrival: string | null;
}

/** Above this many units masked stock says only "more than"; at or below it, only "available". */
export const MASKED_STOCK_THRESHOLD = 10;

/**
 * What a stock figure shows, as a dictionary key and its values: 'stock_count' (the number), 'stock_more_than'
 * ('>{threshold}'), 'stock_available' ('Available') or 'stock_not_available' ('Not available').
 */
export type StockLabel =
  | { key: 'stock_count'; values: { qty: number } }
  | { key: 'stock_more_than'; values: { threshold: number } }
  | { key: 'stock_available' }
  | { key: 'stock_not_available' };

/**
 * What the next arrival shows: 'next_arrival_month' (values: month as YYYY-MM, for the portal to name), or
 * 'next_arrival_later' (values: months, the host's horizon) when the month is masked.
 */
export type ArrivalLabel = { key: 'next_arrival_month'; values: { month: string } } | { key: 'next_arrival_later'; values: { months: number } };

/** The host switches of the next-arrival display. */
export type ArrivalRules = Pick<HostConfig, 'nextArrivalDisplay' | 'maskNextArrival' | 'nextArrivalMonth'>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A date's month: as written (YYYY-MM) and as a count of months (year × 12 + month − 1) for differences; null
 * when the value is not an ISO date.
 */
function readMonth(date: string | null): { month: string; index: number } | null {
  const match = date === null ? null : ISO_DATE.exec(date);
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { month: `${match[1]}-${match[2]}`, index: Number(match[1]) * 12 + month - 1 };
}

/** A stock figure as a display counts it: a negative figure (booked beyond stock) counts as none. */
function shownUnits(available: number): number {
  return Math.max(0, available);
}

/** The units available over all locations. */
export function totalAvailable(locations: readonly Pick<LocationStock, 'available'>[]): number {
  return locations.reduce((total, stock) => total + shownUnits(stock.available), 0);
}

/** The earliest of the valid next-arrival dates, or null. */
function earliestArrival(locations: readonly LocationStock[]): string | null {
  const dates = locations.map((stock) => stock.nextArrival).filter((date): date is string => readMonth(date) !== null);
  return dates.reduce<string | null>((earliest, date) => (earliest === null || date.slice(0, 10) < earliest.slice(0, 10) ? date : earliest), null);
}

/**
 * The rows of a stock display. Cumulative: one row with the units of all locations and the earliest next arrival
 * (one row even with no locations, showing nothing available). Per location: one row per location in the order
 * given, which is the order the service ranks its locations in.
 */
export function stockRows(locations: readonly LocationStock[], mode: StockDisplayMode): StockRow[] {
  if (mode === 'location') return locations.map((stock) => ({ location: stock.location, available: shownUnits(stock.available), nextArrival: stock.nextArrival }));
  return [{ location: null, available: totalAvailable(locations), nextArrival: earliestArrival(locations) }];
}

/**
 * How a stock figure shows. Unmasked: the number, or 'Not available' at 0. Masked (config maskStock), so that
 * exact stock levels are not disclosed: 'Not available' at 0, 'Available' from 1 to
 * {@link MASKED_STOCK_THRESHOLD}, and '>{threshold}' above it.
 */
export function stockLabel(available: number, maskStock: boolean): StockLabel {
  const units = shownUnits(available);
  if (units === 0) return { key: 'stock_not_available' };
  if (!maskStock) return { key: 'stock_count', values: { qty: units } };
  return units > MASKED_STOCK_THRESHOLD ? { key: 'stock_more_than', values: { threshold: MASKED_STOCK_THRESHOLD } } : { key: 'stock_available' };
}

/**
 * How the next arrival shows, by month, for a day `today` (YYYY-MM-DD) supplied by the caller. Nothing when the
 * host does not display next arrivals (nextArrivalDisplay), when none is planned or the date is unreadable, or
 * when its month is already past (the delivery is in, or the date is stale). Otherwise its month, unless the
 * host masks next arrivals (maskNextArrival) and the month lies more than `nextArrivalMonth` months ahead: far
 * arrival dates are unreliable, so they show only as later than that horizon.
 */
export function nextArrivalLabel(nextArrival: string | null, today: string, rules: ArrivalRules): ArrivalLabel | null {
  if (!rules.nextArrivalDisplay) return null;
  const arrival = readMonth(nextArrival);
  const now = readMonth(today);
  if (arrival === null || now === null || arrival.index < now.index) return null;
  const horizon = Math.max(0, rules.nextArrivalMonth);
  if (rules.maskNextArrival && arrival.index - now.index > horizon) return { key: 'next_arrival_later', values: { months: horizon } };
  return { key: 'next_arrival_month', values: { month: arrival.month } };
}
