import { describe, expect, it } from 'vitest';
import { formatAmount, parseFormattedAmount, roundAmount, type AmountFormat } from './format-amount';

const rupiah: AmountFormat = { symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 };
const dollar: AmountFormat = { symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };

describe('formatAmount', () => {
  it('groups the whole part by threes with the host separators and puts the symbol in front', () => {
    expect(formatAmount('1250000', rupiah)).toBe('Rp 1.250.000');
    expect(formatAmount('1250000.00', dollar)).toBe('$ 1,250,000.00');
    expect(formatAmount('999', dollar)).toBe('$ 999.00');
    expect(formatAmount('0', rupiah)).toBe('Rp 0');
  });

  it('rounds half up once, at the currency precision', () => {
    expect(formatAmount('1499.50', rupiah)).toBe('Rp 1.500');
    expect(formatAmount('1499.49', rupiah)).toBe('Rp 1.499');
    // Rounding 0.445 in two steps (to 0.45, then 0.5) would give 1; rounding once gives 0.
    expect(formatAmount('0.445', rupiah)).toBe('Rp 0');
    expect(formatAmount('2.675', dollar)).toBe('$ 2.68');
    expect(formatAmount('1.005', dollar)).toBe('$ 1.01');
  });

  it('keeps the sign of a negative amount in front, and drops it when the amount rounds to zero', () => {
    expect(formatAmount('-1500.50', dollar)).toBe('-$ 1,500.50');
    expect(formatAmount('-1500.5', rupiah)).toBe('-Rp 1.501');
    expect(formatAmount('-0.4', rupiah)).toBe('Rp 0');
  });

  it('handles amounts beyond what a floating-point number holds exactly', () => {
    expect(formatAmount('12345678901234567890.125', dollar)).toBe('$ 12,345,678,901,234,567,890.13');
  });

  it('leaves the symbol out on request, or when the host has none', () => {
    expect(formatAmount('1250000', rupiah, { withoutSymbol: true })).toBe('1.250.000');
    expect(formatAmount('12.5', { ...dollar, symbol: '' })).toBe('12.50');
  });

  it('treats a missing or odd precision as the nearest sensible one', () => {
    expect(formatAmount('12.5', { ...dollar, decimalPrecision: Number.NaN })).toBe('$ 13');
    expect(formatAmount('12.5', { ...dollar, decimalPrecision: -2 })).toBe('$ 13');
    expect(formatAmount('12.5', { ...dollar, decimalPrecision: 1.9 })).toBe('$ 12.5');
  });

  it('refuses what is not a decimal amount', () => {
    for (const wrong of ['', 'abc', '1e5', '1,5', ' 1', 'Infinity', '0x10', '.5']) {
      expect(() => formatAmount(wrong, rupiah)).toThrow(RangeError);
    }
  });
});

describe('roundAmount', () => {
  it('writes exactly the precision in decimals', () => {
    expect(roundAmount('3', 2)).toBe('3.00');
    expect(roundAmount('3.999', 2)).toBe('4.00');
    expect(roundAmount('-0.001', 2)).toBe('0.00');
  });
});

describe('parseFormattedAmount', () => {
  it('reads back what formatAmount writes', () => {
    expect(parseFormattedAmount('Rp 1.250.000', rupiah)).toBe('1250000');
    expect(parseFormattedAmount('-$ 1,500.50', dollar)).toBe('-1500.50');
    expect(parseFormattedAmount('1,500.50', dollar)).toBe('1500.50');
  });

  it('refuses misplaced separators and other text', () => {
    expect(parseFormattedAmount('Rp 12.50.000', rupiah)).toBeNull();
    expect(parseFormattedAmount('1.500,5', dollar)).toBeNull();
    expect(parseFormattedAmount('twelve', dollar)).toBeNull();
  });
});
