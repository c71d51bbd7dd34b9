import { describe, expect, it } from 'vitest';
import type { CurrencyFormat } from '../config/host-config';
import {
  add,
  atLeastZero,
  compare,
  CurrencyMismatchError,
  equals,
  formatMoney,
  isNegative,
  money,
  multiplyByQuantity,
  percentage,
  precisionOf,
  precisionsOf,
  roundMoney,
  subtract,
  sum,
  toDecimalString,
  zero,
} from './money';

const IDR: CurrencyFormat = { display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 };
const SGD: CurrencyFormat = { display: 'SGD', symbol: 'S$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };

describe('money', () => {
  it('is built from decimal strings only', () => {
    expect(toDecimalString(money('12.50', 'SGD'))).toBe('12.5');
    expect(toDecimalString(money('-3', 'IDR'))).toBe('-3');
    for (const bad of ['1e3', '12,50', '.5', '5.', '', ' 1', 'NaN', 'Infinity', '+1']) {
      expect(() => money(bad, 'IDR')).toThrow(RangeError);
    }
    expect(() => money('1', ' ')).toThrow(RangeError);
  });

  it('adds exactly where floats would not', () => {
    expect(toDecimalString(add(money('0.1', 'SGD'), money('0.2', 'SGD')))).toBe('0.3');
    expect(toDecimalString(sum('SGD', [money('0.1', 'SGD'), money('0.2', 'SGD'), money('-0.3', 'SGD')]))).toBe('0');
  });

  it('keeps long totals exact beyond the 20 digits decimal.js keeps by default', () => {
    const unit = money('123456789012345.123456789', 'IDR');
    expect(toDecimalString(multiplyByQuantity(unit, 987_654_321))).toBe('121932631124827983525376.112635269');
  });

  it('refuses to mix currencies', () => {
    expect(() => add(money('1', 'IDR'), money('1', 'SGD'))).toThrow(CurrencyMismatchError);
    expect(() => subtract(money('1', 'IDR'), money('1', 'SGD'))).toThrow(CurrencyMismatchError);
    expect(() => compare(money('1', 'IDR'), money('1', 'SGD'))).toThrow(CurrencyMismatchError);
    expect(equals(money('1', 'IDR'), money('1', 'SGD'))).toBe(false);
  });

  it('multiplies by whole quantities only', () => {
    expect(toDecimalString(multiplyByQuantity(money('2.25', 'SGD'), 4))).toBe('9');
    expect(() => multiplyByQuantity(money('2.25', 'SGD'), 1.5)).toThrow(RangeError);
  });

  it('takes a percentage exactly', () => {
    expect(toDecimalString(percentage(money('999', 'IDR'), '12.5'))).toBe('124.875');
    expect(() => percentage(money('999', 'IDR'), '1e1')).toThrow(RangeError);
  });

  it('compares and clamps', () => {
    expect(compare(money('12.5', 'SGD'), money('12.50', 'SGD'))).toBe(0);
    expect(compare(money('-1', 'SGD'), money('0', 'SGD'))).toBe(-1);
    expect(equals(money('12.5', 'SGD'), money('12.50', 'SGD'))).toBe(true);
    expect(atLeastZero(money('-4', 'SGD'))).toEqual(zero('SGD'));
    expect(isNegative(money('-0', 'SGD'))).toBe(false);
  });

  it('rounds half away from zero at the precision, 0 by default', () => {
    expect(toDecimalString(roundMoney(money('2.5', 'IDR')))).toBe('3');
    expect(toDecimalString(roundMoney(money('2.49', 'IDR')))).toBe('2');
    expect(toDecimalString(roundMoney(money('-2.5', 'IDR')))).toBe('-3');
    expect(toDecimalString(roundMoney(money('-0.4', 'IDR')))).toBe('0');
    expect(toDecimalString(roundMoney(money('1.005', 'SGD'), 2))).toBe('1.01');
    expect(() => roundMoney(money('1', 'SGD'), -1)).toThrow(RangeError);
  });

  it('writes a fixed number of decimals for the wire, but never rounds doing so', () => {
    expect(toDecimalString(money('12.5', 'SGD'), 2)).toBe('12.50');
    expect(toDecimalString(money('12', 'IDR'), 0)).toBe('12');
    expect(() => toDecimalString(money('12.345', 'SGD'), 2)).toThrow(RangeError);
  });

  it("formats with the host's symbol, separators and precision", () => {
    expect(formatMoney(money('1250000', 'IDR'), IDR)).toBe('Rp 1.250.000');
    expect(formatMoney(money('1250000.5', 'IDR'), IDR)).toBe('Rp 1.250.001');
    expect(formatMoney(money('-1250.5', 'SGD'), SGD)).toBe('-S$ 1,250.50');
    expect(formatMoney(money('999', 'SGD'), SGD)).toBe('S$ 999.00');
    expect(formatMoney(money('0', 'SGD'), SGD)).toBe('S$ 0.00');
    expect(formatMoney(money('-0.001', 'SGD'), SGD)).toBe('S$ 0.00');
    expect(formatMoney(money('123456789012345678901.5', 'SGD'), SGD, { withoutSymbol: true })).toBe('123,456,789,012,345,678,901.50');
  });

  it('looks up precisions per currency, defaulting to 0', () => {
    const precisions = precisionsOf([IDR, SGD]);
    expect(precisionOf('SGD', precisions)).toBe(2);
    expect(precisionOf('IDR', precisions)).toBe(0);
    expect(precisionOf('USD', precisions)).toBe(0);
    expect(precisionOf('toString', precisions)).toBe(0);
  });
});
