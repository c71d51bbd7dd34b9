import Decimal from 'decimal.js';
import type { CurrencyFormat } from '../config/host-config';

/** The parts of a host's currency block that decide how an amount is written. */
export type AmountFormat = Pick<CurrencyFormat, 'symbol' | 'thousandSeparator' | 'decimalSeparator' | 'decimalPrecision'>;

/** The most decimals an amount is shown with, whatever a host configures: beyond that no currency has minor units. */
export const MAX_DECIMAL_PRECISION = 8;

/** A decimal amount as the service sends it: an optional minus, digits, and optionally a dot and more digits. */
const DECIMAL_AMOUNT = /^-?\d+(\.\d+)?$/;

/** The number of decimals a currency keeps: its configured precision as a whole number from 0 to {@link MAX_DECIMAL_PRECISION}. */
export function effectivePrecision(decimalPrecision: number): number {
  if (!Number.isFinite(decimalPrecision)) return 0;
  return Math.min(MAX_DECIMAL_PRECISION, Math.max(0, Math.trunc(decimalPrecision)));
}

function parseDecimal(amount: string): Decimal {
  if (!DECIMAL_AMOUNT.test(amount)) throw new RangeError(`not a decimal amount: "${amount}"`);
  return new Decimal(amount);
}

/**
 * The amount rounded once to the currency's precision, half away from zero ("half up": 0.5 → 1, -0.5 → -1), as a
 * plain decimal string with exactly that many decimals ("1250000", "-1500.50"). A result of zero has no sign.
 */
export function roundAmount(amount: string, decimalPrecision: number): string {
  const precision = effectivePrecision(decimalPrecision);
  const rounded = parseDecimal(amount).toDecimalPlaces(precision, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(precision);
}

function groupThousands(digits: string, separator: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(separator);
}

export interface FormatAmountOptions {
  /** Leave out the currency symbol, as table cells under a currency header do. */
  withoutSymbol?: boolean;
}

/**
 * An amount written the way the host's currency block says: rounded half up once at the currency's decimal
 * precision (default 0), its whole part grouped by threes with the thousand separator, the decimals after the
 * decimal separator, and the symbol in front, parted by a space: "Rp 1.250.000", "$ 1,250.50". A negative amount
 * keeps its minus in front of everything: "-Rp 1.500". The amount is a decimal string and never passes through a
 * floating-point number.
 */
export function formatAmount(amount: string, format: AmountFormat, options: FormatAmountOptions = {}): string {
  const rounded = roundAmount(amount, format.decimalPrecision);
  const negative = rounded.startsWith('-');
  const [whole = '0', fraction] = (negative ? rounded.slice(1) : rounded).split('.');
  const number = groupThousands(whole, format.thousandSeparator) + (fraction === undefined ? '' : format.decimalSeparator + fraction);
  const withSymbol = options.withoutSymbol || format.symbol === '' ? number : `${format.symbol} ${number}`;
  return negative ? `-${withSymbol}` : withSymbol;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads an amount written as {@link formatAmount} writes it (with or without the symbol) back into a plain decimal
 * string; null when the text is not such an amount. Thousand separators must sit between groups of three digits.
 */
export function parseFormattedAmount(text: string, format: AmountFormat): string | null {
  let rest = text.trim();
  const negative = rest.startsWith('-');
  if (negative) rest = rest.slice(1);
  if (format.symbol !== '' && rest.startsWith(format.symbol)) rest = rest.slice(format.symbol.length).trimStart();
  const thousand = escapeRegExp(format.thousandSeparator);
  const decimal = escapeRegExp(format.decimalSeparator);
  const grouped = format.thousandSeparator === '' ? '\\d+' : `\\d{1,3}(?:${thousand}\\d{3})*`;
  const match = new RegExp(`^(${grouped})(?:${decimal}(\\d+))?$`).exec(rest);
  if (!match) return null;
  const whole = (match[1] ?? '').split(format.thousandSeparator).join('');
  const plain = match[2] === undefined ? whole : `${whole}.${match[2]}`;
  const value = new Decimal(plain);
  return (negative && !value.isZero() ? '-' : '') + plain;
}
