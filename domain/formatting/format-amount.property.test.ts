import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, MAX_DECIMAL_PRECISION, parseFormattedAmount, roundAmount, type AmountFormat } from './format-amount';

/** Most whole-part digits drawn: well past what a double holds exactly (15–16 digits). */
const MAX_WHOLE_DIGITS = 24;
/** Most decimals drawn in an amount, a few past the largest precision so rounding always has work to do. */
const MAX_FRACTION_DIGITS = MAX_DECIMAL_PRECISION + 4;

const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((characters) => characters.join(''));

/** A decimal string as the service sends it: optional minus, whole digits, optional decimals. */
const amount = fc
  .tuple(fc.boolean(), digits(1, MAX_WHOLE_DIGITS), fc.option(digits(1, MAX_FRACTION_DIGITS), { nil: undefined }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

/** Separators hosts use; the thousand and decimal separator of one host always differ. */
const separators = fc
  .tuple(fc.constantFrom('.', ',', ' ', "'", '\u00a0'), fc.constantFrom('.', ',', '\u066b'))
  .filter(([thousand, decimal]) => thousand !== decimal);

const format: fc.Arbitrary<AmountFormat> = fc
  .tuple(fc.constantFrom('Rp', '$', '€', 'S$', 'RM', ''), separators, fc.integer({ min: 0, max: MAX_DECIMAL_PRECISION }))
  .map(([symbol, [thousandSeparator, decimalSeparator], decimalPrecision]) => ({ symbol, thousandSeparator, decimalSeparator, decimalPrecision }));

function numberPart(text: string, amountFormat: AmountFormat): string {
  const unsigned = text.startsWith('-') ? text.slice(1) : text;
  return amountFormat.symbol === '' ? unsigned : unsigned.slice(amountFormat.symbol.length + 1);
}

describe('formatAmount, properties', () => {
  it('formatting then parsing back gives the amount rounded to the precision', () => {
    fc.assert(
      fc.property(amount, format, (value, amountFormat) => {
        expect(parseFormattedAmount(formatAmount(value, amountFormat), amountFormat)).toBe(roundAmount(value, amountFormat.decimalPrecision));
      }),
    );
  });

  it('writes exactly as many decimals as the precision, after the one decimal separator', () => {
    fc.assert(
      fc.property(amount, format, (value, amountFormat) => {
        const number = numberPart(formatAmount(value, amountFormat), amountFormat);
        const pieces = number.split(amountFormat.decimalSeparator);
        if (amountFormat.decimalPrecision === 0) {
          expect(pieces).toHaveLength(1);
        } else {
          expect(pieces).toHaveLength(2);
          expect(pieces[1]).toMatch(new RegExp(`^\\d{${amountFormat.decimalPrecision}}$`));
        }
      }),
    );
  });

  it('never mixes the separators: thousand separators only between groups of three in the whole part', () => {
    fc.assert(
      fc.property(amount, format, (value, amountFormat) => {
        const number = numberPart(formatAmount(value, amountFormat), amountFormat);
        const [whole = '', fraction = ''] = number.split(amountFormat.decimalSeparator);
        expect(fraction).not.toContain(amountFormat.thousandSeparator);
        const groups = whole.split(amountFormat.thousandSeparator);
        expect(groups[0]).toMatch(/^\d{1,3}$/);
        for (const group of groups.slice(1)) expect(group).toMatch(/^\d{3}$/);
      }),
    );
  });

  it('keeps the sign: a minus in front exactly when the rounded amount is below zero', () => {
    fc.assert(
      fc.property(amount, format, (value, amountFormat) => {
        const rounded = new Decimal(roundAmount(value, amountFormat.decimalPrecision));
        expect(formatAmount(value, amountFormat).startsWith('-')).toBe(rounded.isNegative() && !rounded.isZero());
      }),
    );
  });

  it('is symmetric around zero: a negated amount formats as the same text with a minus', () => {
    fc.assert(
      fc.property(amount.filter((value) => !value.startsWith('-')), format, (value, amountFormat) => {
        const positive = formatAmount(value, amountFormat);
        const negative = formatAmount(`-${value}`, amountFormat);
        expect(negative).toBe(new Decimal(roundAmount(value, amountFormat.decimalPrecision)).isZero() ? positive : `-${positive}`);
      }),
    );
  });

  it('rounds to the nearest step of the precision, never further than half a step away', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: MAX_DECIMAL_PRECISION }), (value, precision) => {
        const distance = new Decimal(roundAmount(value, precision)).minus(value).abs();
        expect(distance.lte(new Decimal(10).pow(-precision).div(2))).toBe(true);
      }),
    );
  });
});
