import type { CurrencyPrecisions } from './money';

/** The decimals of a currency that neither the hosts nor ISO 4217 name (the common case, cents). */
const UNNAMED_CURRENCY_DECIMALS = 2;

/**
 * The decimals an amount in a currency keeps (spec 001 §9): the precision the hosts configure for it where one
 * does, otherwise the currency's ISO 4217 minor units (2 for SGD or USD, 0 for JPY). The portal knows its own
 * host's precision and the service every host's, so both sides round an invoice payment alike.
 */
export function currencyPrecision(currency: string, configured: CurrencyPrecisions): number {
  if (Object.hasOwn(configured, currency)) return configured[currency]!;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? UNNAMED_CURRENCY_DECIMALS;
  } catch {
    return UNNAMED_CURRENCY_DECIMALS;
  }
}
