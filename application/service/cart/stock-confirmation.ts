import type { StockRecord } from '../catalogue/article-ports';
import type { StockConfirmationRecord } from './ports';

/** One confirmation of part of a quantity: from stock now, from a next arrival, or open (no date yet). */
export type Confirmation = Omit<StockConfirmationRecord, 'lineNo'>;

/** The later of two ISO dates (YYYY-MM-DD compare as text). */
function later(a: string, b: string): string {
  return a > b ? a : b;
}

/**
 * How a quantity is confirmed against stock, as a schedule. Stock is taken location by location in their rank
 * order (a location never gives more than it holds, and never below zero), confirmed for `fromDay` (today, or the
 * requested delivery date when later); what stock cannot cover is confirmed from the next arrivals, earliest first,
 * for the later of the arrival and `fromDay`; the rest stays open. `takes` are the units to take from stock now.
 * Arrivals are an estimate: they are not reserved.
 */
export function confirmQuantity(
  locations: readonly StockRecord[],
  qty: number,
  fromDay: string,
): { takes: { location: string; qty: number }[]; confirmations: Confirmation[] } {
  const ranked = [...locations].sort((a, b) => a.sortOrder - b.sortOrder || (a.location < b.location ? -1 : 1));
  const takes: { location: string; qty: number }[] = [];
  const confirmations: Confirmation[] = [];
  let remaining = Math.max(0, qty);
  for (const location of ranked) {
    const take = Math.min(remaining, Math.max(0, location.available));
    if (take === 0) continue;
    takes.push({ location: location.location, qty: take });
    confirmations.push({ location: location.location, qty: take, date: fromDay, source: 'stock' });
    remaining -= take;
  }
  const arrivals = ranked
    .filter((location) => location.nextArrival !== null && (location.nextArrivalQty ?? 0) > 0)
    .sort((a, b) => (a.nextArrival! < b.nextArrival! ? -1 : a.nextArrival! > b.nextArrival! ? 1 : a.sortOrder - b.sortOrder));
  for (const location of arrivals) {
    const take = Math.min(remaining, location.nextArrivalQty!);
    if (take === 0) continue;
    confirmations.push({ location: location.location, qty: take, date: later(location.nextArrival!.slice(0, 10), fromDay), source: 'arrival' });
    remaining -= take;
  }
  if (remaining > 0) confirmations.push({ location: null, qty: remaining, date: null, source: 'open' });
  return { takes, confirmations };
}
