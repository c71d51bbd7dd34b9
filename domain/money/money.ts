import Decimal from 'decimal.js';
import type { CurrencyFormat } from '../config/host-config';
import { formatAmount, type AmountFormat, type FormatAmountOptions } from '../formatting/format-amount';

/**
 * Significant digits the arithmetic keeps. decimal.js rounds every result to its configured precision (20 by
 * default), which would silently round a long line total; a thousand digits is far beyond any amount a cart can
 * reach, so sums, products and percentages stay exact and rounding happens only where {@link roundMoney} is called.
 */
const EXACT_SIGNIFICANT_DIGITS = 1_000;

/** The decimal arithmetic of money: exact, never written in exponent notation. */
const Exact = Decimal.clone({
  precision: EXACT_SIGNIFICANT_DIGITS,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});

/** A decimal as written on the wire: an optional minus, digits, and optionally a point followed by digits. */
const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/** The number of decimals a currency keeps when a host does not say (spec 001 §9). */
export const DEFAULT_DECIMAL_PRECISION = 0;

/**
 * An amount of money: an exact decimal in one currency, named by its code (the host's `currency.display`, e.g.
 * IDR). Amounts are never floats; they are built from decimal strings and stay exact through every sum and product
 * until a total is rounded, once, at its currency's precision.
 */
export interface Money {
  readonly amount: Decimal;
  readonly currency: string;
}

/** Thrown when two amounts in different currencies meet: a total per currency must be grouped first. */
export class CurrencyMismatchError extends Error {
  constructor(readonly left: string, readonly right: string) {
    super(`Cannot combine ${left} with ${right}`);
    this.name = 'CurrencyMismatchError';
  }
}

/** -0 is a valid decimal but would print as "-0"; money has one zero. */
function normalised(amount: Decimal): Decimal {
  return amount.isZero() ? new Exact(0) : amount;
}

function build(amount: Decimal, currency: string): Money {
  return { amount: normalised(amount), currency };
}

/** Whether a string is a decimal money can be built from (digits with an optional sign and fraction, no exponent). */
export function isDecimalString(value: string): boolean {
  return DECIMAL_STRING.test(value);
}

/**
 * Money from a decimal string such as "1250000" or "12.50". A number is refused at the type level and anything
 * else than a plain decimal at run time, because a float has already lost the exact value the string carries.
 */
export function money(amount: string, currency: string): Money {
  if (!isDecimalString(amount)) throw new RangeError(`Not a decimal amount: "${amount}"`);
  if (currency.trim() === '') throw new RangeError('A currency code is required');
  return build(new Exact(amount), currency);
}

/** Nothing, in a currency: the start of every sum. */
export function zero(currency: string): Money {
  return money('0', currency);
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
}

/** a + b, exact. */
export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return build(new Exact(a.amount).plus(b.amount), a.currency);
}

/** a − b, exact; may be negative. */
export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return build(new Exact(a.amount).minus(b.amount), a.currency);
}

/** The sum of amounts in one currency, exact; zero for none. */
export function sum(currency: string, amounts: readonly Money[]): Money {
  return amounts.reduce(add, zero(currency));
}

/** An amount per unit times a whole quantity of units, exact. */
export function multiplyByQuantity(unit: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return build(new Exact(unit.amount).times(quantity), unit.currency);
}

/** `percent` per cent of an amount (percent as a decimal string, "12.5" for 12.5 %), exact. */
export function percentage(of: Money, percent: string): Money {
  if (!isDecimalString(percent)) throw new RangeError(`Not a decimal percentage: "${percent}"`);
  return build(new Exact(of.amount).times(percent).dividedBy(100), of.currency);
}

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.amount.comparedTo(b.amount) as -1 | 0 | 1;
}

/** Equal amounts in the same currency; "12.5" equals "12.50". */
export function equals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.amount.equals(b.amount);
}

export function isZero(m: Money): boolean {
  return m.amount.isZero();
}

export function isNegative(m: Money): boolean {
  return m.amount.isNegative() && !m.amount.isZero();
}

/** The larger of two amounts. */
export function max(a: Money, b: Money): Money {
  return compare(a, b) >= 0 ? a : b;
}

/** The amount, or zero when it is below zero: what a discounted price is worth at least. */
export function atLeastZero(m: Money): Money {
  return isNegative(m) ? zero(m.currency) : m;
}

/**
 * The amount rounded to `precision` decimals, half away from zero (ROUND_HALF_UP: 2.5 → 3, −2.5 → −3), the
 * commercial rule. Call it once per total, on the exact sum: rounding is idempotent, so rounding a rounded amount
 * changes nothing, but rounding parts and adding them can differ from rounding the whole.
 */
export function roundMoney(m: Money, precision: number = DEFAULT_DECIMAL_PRECISION): Money {
  if (!Number.isInteger(precision) || precision < 0) throw new RangeError(`Not a decimal precision: ${precision}`);
  return build(new Exact(m.amount).toDecimalPlaces(precision, Decimal.ROUND_HALF_UP), m.currency);
}

/** The number of decimals an amount carries once trailing zeros are dropped ("12.50" has 1). */
export function decimalPlaces(m: Money): number {
  return m.amount.decimalPlaces();
}

/**
 * The amount as a decimal string for the wire and the database: plain digits, never an exponent. With
 * `places`, the fraction is padded to that many digits ("12.5" → "12.50"); an amount that would need rounding to
 * fit is refused, because rounding belongs to {@link roundMoney} and must not happen by accident here.
 */
export function toDecimalString(m: Money, places?: number): string {
  if (places === undefined) return m.amount.toFixed();
  if (!Number.isInteger(places) || places < 0) throw new RangeError(`Not a decimal precision: ${places}`);
  if (m.amount.decimalPlaces() > places) throw new RangeError(`${m.amount.toFixed()} has more than ${places} decimals`);
  return m.amount.toFixed(places);
}

/**
 * The amount as a host shows it, by the portal's one display rule ({@link formatAmount}: symbol, a space, digits
 * grouped by the thousand separator, exactly `decimalPrecision` decimals, e.g. "Rp 1.250.000" or "-S$ 1,250.50").
 * An amount with more decimals is rounded for display only; totals arrive already rounded, so for them display
 * changes nothing.
 */
export function formatMoney(m: Money, format: AmountFormat, options?: FormatAmountOptions): string {
  return formatAmount(toDecimalString(m), format, options);
}

/** Decimals per currency code, for totals over several currencies. */
export type CurrencyPrecisions = Readonly<Record<string, number>>;

/** The precisions of the hosts' currency blocks, keyed by currency code (`display`). */
export function precisionsOf(formats: readonly CurrencyFormat[]): CurrencyPrecisions {
  return Object.fromEntries(formats.map((format) => [format.display, format.decimalPrecision]));
}

/** A currency's decimals, or {@link DEFAULT_DECIMAL_PRECISION} when it is not listed. */
export function precisionOf(currency: string, precisions: CurrencyPrecisions): number {
  return Object.hasOwn(precisions, currency) ? precisions[currency]! : DEFAULT_DECIMAL_PRECISION;
}
