import type { CurrencyPrecisions } from './money';

/** The decimals of a currency that neither the hosts nor ISO 4217 name (the common case, cents). */
const UNNAMED_CURRENCY_DECIMALS = 2;

/** A currency code's shape: only these are kept, so that no stream of odd codes grows the cache without end. */
const CURRENCY_CODE = /^[A-Z]{3}$/;
const isoMinorUnits = new Map<string, number>();

/** A currency's ISO 4217 minor units as the platform's Intl knows them: making a formatter to ask is costly, so once per code. */
function minorUnitsOf(currency: string): number {
  const known = isoMinorUnits.get(currency);
  if (known !== undefined) return known;
  let units: number;
  try {
    units = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? UNNAMED_CURRENCY_DECIMALS;
  } catch {
    units = UNNAMED_CURRENCY_DECIMALS;
  }
  if (CURRENCY_CODE.test(currency)) isoMinorUnits.set(currency, units);
  return units;
}

/**
 * The decimals an amount in a currency keeps (spec 001 §9): the precision the hosts configure for it where one
 * does, otherwise the currency's ISO 4217 minor units (2 for SGD or USD, 0 for JPY). The portal knows its own
 * host's precision and the service every host's, so both sides round an invoice payment alike.
 */
export function currencyPrecision(currency: string, configured: CurrencyPrecisions): number {
  if (Object.hasOwn(configured, currency)) return configured[currency]!;
  return minorUnitsOf(currency);
}
