import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { formatMoney } from './format-money';

const dollars = { display: 'SGD', symbol: 'S$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };

describe('formatMoney', () => {
  it('shows the host currency with its symbol, separators and precision', () => {
    expect(formatMoney('335000000.00', DEFAULT_CURRENCY)).toBe('Rp 335.000.000');
    expect(formatMoney('42350.75', dollars)).toBe('S$ 42,350.75');
    expect(formatMoney('999.5', DEFAULT_CURRENCY)).toBe('Rp 1.000');
  });

  it('puts the sign before the symbol and drops it when the amount rounds to zero', () => {
    expect(formatMoney('-1500.50', dollars)).toBe('-S$ 1,500.50');
    expect(formatMoney('-0.4', DEFAULT_CURRENCY)).toBe('Rp 0');
  });

  it('shows an amount in another currency in that currency', () => {
    expect(formatMoney('150000.00', DEFAULT_CURRENCY, { currency: 'SGD', locale: 'en-US' })).toMatch(/^SGD\s150,000\.00$/);
  });
});
