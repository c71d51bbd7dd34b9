import { describe, expect, it } from 'vitest';
import { completeHostConfig } from '../config/host-config';
import {
  checkExactQuantity,
  checkLineQuantity,
  checkOrderQuota,
  exactQuantityApplies,
  isExactQuantity,
  nextExactQuantity,
  ORDER_QUOTA_UOM,
  quantityRulesOf,
  type ArticleQuantityFacts,
  type QuantityRules,
} from './quantity-rules';

const strict: QuantityRules = { preOrder: false, availableStockCheck: true, exactQtyCheck: true, exactQtyCheckout: false };
const article: ArticleQuantityFacts = { orderQuota: 20, exactQty: 4, available: 12 };

describe('checkOrderQuota', () => {
  it("refuses more than the quota with the limit for 'Maximum quantity that can be ordered is {limit} EA'", () => {
    expect(ORDER_QUOTA_UOM).toBe('EA');
    expect(checkOrderQuota(20, 20)).toBeNull();
    expect(checkOrderQuota(21, 20)).toEqual({ key: 'max_order_quantity', values: { limit: 20 } });
  });

  it('has no limit without a quota, and lets nothing through a quota of 0 but a removal', () => {
    expect(checkOrderQuota(1_000_000, null)).toBeNull();
    expect(checkOrderQuota(1, 0)).toEqual({ key: 'max_order_quantity', values: { limit: 0 } });
    expect(checkOrderQuota(0, 0)).toBeNull();
    expect(checkOrderQuota(1, -3)).toEqual({ key: 'max_order_quantity', values: { limit: 0 } });
  });
});

describe('exact quantity', () => {
  it('wants whole multiples of the exact quantity', () => {
    expect(isExactQuantity(8, 4)).toBe(true);
    expect(isExactQuantity(6, 4)).toBe(false);
    expect(isExactQuantity(7, null)).toBe(true);
    expect(isExactQuantity(7, 1)).toBe(true);
    expect(isExactQuantity(7, 0)).toBe(true);
  });

  it('offers the next allowed quantity', () => {
    expect(nextExactQuantity(6, 4)).toBe(8);
    expect(nextExactQuantity(8, 4)).toBe(8);
    expect(nextExactQuantity(6, null)).toBe(6);
  });

  it('checks the cart under exactQtyCheck and the checkout under either switch', () => {
    expect(exactQuantityApplies('cart', { exactQtyCheck: false, exactQtyCheckout: true })).toBe(false);
    expect(exactQuantityApplies('checkout', { exactQtyCheck: false, exactQtyCheckout: true })).toBe(true);
    expect(exactQuantityApplies('cart', { exactQtyCheck: true, exactQtyCheckout: false })).toBe(true);
    expect(exactQuantityApplies('checkout', { exactQtyCheck: false, exactQtyCheckout: false })).toBe(false);
  });

  it('answers the exact quantity in the message', () => {
    const atCheckout = { exactQtyCheck: false, exactQtyCheckout: true };
    expect(checkExactQuantity(6, 4, 'checkout', atCheckout)).toEqual({ key: 'exact_quantity_multiple', values: { exactQty: 4 } });
    expect(checkExactQuantity(6, 4, 'cart', atCheckout)).toBeNull();
  });
});

describe('checkLineQuantity', () => {
  it('accepts a quantity within every rule and splits it', () => {
    expect(checkLineQuantity(8, article, strict, 'cart')).toEqual({ ok: true, split: { readyToShip: 8, preOrder: 0 } });
    expect(checkLineQuantity(16, article, { ...strict, preOrder: true }, 'cart')).toEqual({ ok: true, split: { readyToShip: 12, preOrder: 4 } });
  });

  it('reports the first failing rule: quantity, quota, exact quantity, stock', () => {
    expect(checkLineQuantity(-4, article, strict, 'cart')).toEqual({ ok: false, message: { key: 'invalid_quantity' } });
    expect(checkLineQuantity(22, article, strict, 'cart')).toEqual({ ok: false, message: { key: 'max_order_quantity', values: { limit: 20 } } });
    expect(checkLineQuantity(13, article, strict, 'cart')).toEqual({ ok: false, message: { key: 'exact_quantity_multiple', values: { exactQty: 4 } } });
    expect(checkLineQuantity(16, article, strict, 'cart')).toEqual({ ok: false, message: { key: 'order_exceeds_available_stock', values: { available: 12 } } });
  });

  it('lets a removal through every rule', () => {
    expect(checkLineQuantity(0, { orderQuota: 0, exactQty: 4, available: 0 }, strict, 'checkout')).toEqual({ ok: true, split: { readyToShip: 0, preOrder: 0 } });
  });
});

describe('quantityRulesOf', () => {
  it("reads the host's switches, all off by default", () => {
    const identity = { host: 'h', brandName: 'b', sorg: 'ID01', webTitle: 't' };
    expect(quantityRulesOf(completeHostConfig(identity, {}))).toEqual({ preOrder: false, availableStockCheck: false, exactQtyCheck: false, exactQtyCheckout: false });
    expect(quantityRulesOf(completeHostConfig(identity, { exactQtyCheckout: true, preOrderDisplay: true }))).toEqual({
      preOrder: true,
      availableStockCheck: false,
      exactQtyCheck: false,
      exactQtyCheckout: true,
    });
  });
});
