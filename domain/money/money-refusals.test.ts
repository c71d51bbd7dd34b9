import { describe, expect, it } from 'vitest';
import { add, CurrencyMismatchError, money, multiplyByQuantity, percentage, roundMoney, toDecimalString } from './money';

/**
 * The refusals end up in logs and in the errors a resolver reports, so each must say what it refused: a bare
 * RangeError would leave whoever reads the log to guess which amount was wrong.
 */
describe('money refusals name what they refuse', () => {
  it('names the text that is not a decimal amount or percentage', () => {
    expect(() => money('1e3', 'IDR')).toThrow('Not a decimal amount: "1e3"');
    expect(() => percentage(money('100', 'IDR'), '5%')).toThrow('Not a decimal percentage: "5%"');
  });

  it('says a currency is missing', () => {
    expect(() => money('1', '')).toThrow('A currency code is required');
  });

  it('names the quantity and the precision it refuses', () => {
    expect(() => multiplyByQuantity(money('1', 'IDR'), 2.5)).toThrow('Not a whole quantity: 2.5');
    expect(() => roundMoney(money('1', 'IDR'), 1.5)).toThrow('Not a decimal precision: 1.5');
    expect(() => toDecimalString(money('1', 'IDR'), -1)).toThrow('Not a decimal precision: -1');
    expect(() => toDecimalString(money('1', 'IDR'), 0.5)).toThrow('Not a decimal precision: 0.5');
  });

  it('names the amount that would need rounding to fit the decimals asked for', () => {
    expect(() => toDecimalString(money('12.345', 'SGD'), 2)).toThrow('12.345 has more than 2 decimals');
    expect(toDecimalString(money('12.3', 'SGD'), 2)).toBe('12.30');
    expect(toDecimalString(money('12', 'SGD'), 0)).toBe('12');
  });

  it('names both currencies that met, under its own error name', () => {
    const error = (() => {
      try {
        add(money('1', 'IDR'), money('1', 'SGD'));
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(CurrencyMismatchError);
    expect(error).toMatchObject({ name: 'CurrencyMismatchError', message: 'Cannot combine IDR with SGD', left: 'IDR', right: 'SGD' });
  });
});
