import { describe, expect, it } from 'vitest';
import { money, toDecimalString } from '../money/money';
import { discountedUnitPrice, priceLine, tierHolds, type Discount, type PricedLine, type PriceTerms, type QuantityTier } from './line-price';

const price = (amount: string) => money(amount, 'IDR');
const text = (line: PricedLine) => ({
  unitNet: toDecimalString(line.unitNet),
  gross: toDecimalString(line.gross),
  discount: toDecimalString(line.discount),
  net: toDecimalString(line.net),
});

const tenPercent: Discount = { salesDealNo: 'SD-10', type: 'percentage', value: '10' };
const tierFrom10: QuantityTier = { salesDealNo: 'SD-T10', type: 'percentage', value: '15', term: '>=', qty: 10 };
const smallOrderOff: QuantityTier = { salesDealNo: 'SD-S', type: 'amount', value: '50000', term: '<=', qty: 2 };

function terms(dealer: string, discount: Discount | null = null, tiers: QuantityTier[] = []): PriceTerms {
  return { dealer: price(dealer), discount, tiers };
}

describe('priceLine', () => {
  it('is dealer price times quantity without a deal', () => {
    expect(text(priceLine(terms('1250000'), 3))).toEqual({ unitNet: '1250000', gross: '3750000', discount: '0', net: '3750000' });
    expect(priceLine(terms('1250000'), 3).appliedDeal).toBeNull();
  });

  it('takes a percentage off the dealer price', () => {
    const line = priceLine(terms('1250000', tenPercent), 3);
    expect(text(line)).toEqual({ unitNet: '1125000', gross: '3750000', discount: '375000', net: '3375000' });
    expect(line.appliedDeal).toBe(tenPercent);
  });

  it('takes a fixed amount off each unit', () => {
    const fixed: Discount = { salesDealNo: 'SD-F', type: 'amount', value: '100000', description: 'Spring deal' };
    expect(text(priceLine(terms('1250000', fixed), 4))).toEqual({ unitNet: '1150000', gross: '5000000', discount: '400000', net: '4600000' });
  });

  it('keeps lines exact: no rounding before the totals', () => {
    const third: Discount = { salesDealNo: 'SD-3', type: 'percentage', value: '33.3' };
    expect(toDecimalString(priceLine({ dealer: money('19.99', 'SGD'), discount: third, tiers: [] }, 7).net)).toBe('93.33331');
  });

  it('never lets a discount take a line below zero', () => {
    expect(toDecimalString(priceLine(terms('40000', { salesDealNo: 'SD-X', type: 'amount', value: '50000' }), 5).net)).toBe('0');
    expect(toDecimalString(priceLine(terms('40000', { salesDealNo: 'SD-Y', type: 'percentage', value: '120' }), 5).net)).toBe('0');
  });

  it('applies a >= tier from its threshold on', () => {
    expect(priceLine(terms('1000', tenPercent, [tierFrom10]), 9).appliedDeal).toBe(tenPercent);
    const line = priceLine(terms('1000', tenPercent, [tierFrom10]), 10);
    expect(line.appliedDeal).toBe(tierFrom10);
    expect(toDecimalString(line.net)).toBe('8500');
  });

  it('applies a <= tier up to its threshold', () => {
    expect(priceLine(terms('1000000', null, [smallOrderOff]), 2).appliedDeal).toBe(smallOrderOff);
    expect(toDecimalString(priceLine(terms('1000000', null, [smallOrderOff]), 2).net)).toBe('1900000');
    expect(priceLine(terms('1000000', null, [smallOrderOff]), 3).appliedDeal).toBeNull();
  });

  it('gives the dealer the best single deal, never a stack', () => {
    const tierFrom5: QuantityTier = { ...tierFrom10, salesDealNo: 'SD-T5', value: '12', qty: 5 };
    const line = priceLine(terms('1000', tenPercent, [tierFrom5, tierFrom10]), 12);
    expect(line.appliedDeal).toBe(tierFrom10);
    expect(toDecimalString(line.net)).toBe('10200');
    const worseTier: QuantityTier = { ...tierFrom10, value: '5' };
    expect(priceLine(terms('1000', tenPercent, [worseTier]), 12).appliedDeal).toBe(tenPercent);
  });

  it('reports the unconditional discount when a tier only equals it', () => {
    const equalTier: QuantityTier = { ...tierFrom10, salesDealNo: 'SD-A', value: '10' };
    expect(priceLine(terms('1000', tenPercent, [equalTier]), 10).appliedDeal).toBe(tenPercent);
  });

  it('reports no deal when the deal saves nothing', () => {
    expect(priceLine(terms('1000', { salesDealNo: 'SD-0', type: 'percentage', value: '0' }), 2).appliedDeal).toBeNull();
    expect(priceLine(terms('0', tenPercent), 2).appliedDeal).toBeNull();
  });

  it('refuses data that cannot be a price', () => {
    expect(() => priceLine(terms('1000'), 1.5)).toThrow(RangeError);
    expect(() => priceLine(terms('1000'), -1)).toThrow(RangeError);
    expect(() => priceLine(terms('-1000'), 1)).toThrow(RangeError);
    expect(() => priceLine(terms('1000', { ...tenPercent, value: '-5' }), 1)).toThrow(RangeError);
    expect(() => priceLine(terms('1000', { ...tenPercent, value: '5%' }), 1)).toThrow(RangeError);
    expect(() => priceLine(terms('1000', null, [{ ...tierFrom10, qty: 2.5 }]), 1)).toThrow(RangeError);
  });
});

describe('tierHolds', () => {
  it('compares the quantity with the threshold as the term says', () => {
    expect(tierHolds({ term: '>=', qty: 10 }, 10)).toBe(true);
    expect(tierHolds({ term: '>=', qty: 10 }, 9)).toBe(false);
    expect(tierHolds({ term: '<=', qty: 10 }, 10)).toBe(true);
    expect(tierHolds({ term: '<=', qty: 10 }, 11)).toBe(false);
  });
});

describe('discountedUnitPrice', () => {
  it('is the dealer price less the discount, at least zero', () => {
    expect(toDecimalString(discountedUnitPrice(price('1000'), { salesDealNo: 'a', type: 'percentage', value: '2.5' }))).toBe('975');
    expect(toDecimalString(discountedUnitPrice(price('1000'), { salesDealNo: 'b', type: 'amount', value: '1001' }))).toBe('0');
  });
});
