import { describe, expect, it } from 'vitest';
import { currencyPrecision } from './currency-precision';

describe('currencyPrecision', () => {
  it('given a currency a host configures, then its configured decimals, even where ISO 4217 says otherwise', () => {
    expect(currencyPrecision('IDR', { IDR: 0, SGD: 2 })).toBe(0);
    expect(currencyPrecision('USD', { USD: 3 })).toBe(3);
  });

  it('given a currency no host configures, then its ISO 4217 minor units', () => {
    expect(currencyPrecision('SGD', { IDR: 0 })).toBe(2);
    expect(currencyPrecision('JPY', {})).toBe(0);
  });

  it('given a code that is no currency, then two decimals', () => {
    expect(currencyPrecision('not a currency', {})).toBe(2);
  });
});
