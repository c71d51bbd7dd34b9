import type { Database } from '../database';

/** The demo seed's transaction, which every area's insert code writes through. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DAY_MS = 24 * 60 * 60_000;
const SEED_STEP = 500;

/** Inserts in batches, as one statement may carry only so many parameters. */
export async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += SEED_STEP) await insert(rows.slice(start, start + SEED_STEP));
}

/** The calendar day (yyyy-mm-dd) the given number of days from now. */
export function day(now: Date, offsetDays: number): string {
  return new Date(now.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

export function at(now: Date, offsetDays: number): Date {
  return new Date(now.getTime() + offsetDays * DAY_MS);
}
