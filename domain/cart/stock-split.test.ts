import { describe, expect, it } from 'vitest';
import { completeHostConfig } from '../config/host-config';
import { splitByStock, stockRulesOf } from './stock-split';

const preOrder = { preOrder: true, availableStockCheck: false };
const checked = { preOrder: false, availableStockCheck: true };
const neither = { preOrder: false, availableStockCheck: false };

describe('splitByStock', () => {
  it('ships what stock covers', () => {
    expect(splitByStock(4, 10, checked)).toEqual({ ok: true, split: { readyToShip: 4, preOrder: 0 } });
    expect(splitByStock(10, 10, checked)).toEqual({ ok: true, split: { readyToShip: 10, preOrder: 0 } });
  });

  it('makes the rest a pre-order where pre-orders are allowed, even under the stock check', () => {
    expect(splitByStock(12, 10, preOrder)).toEqual({ ok: true, split: { readyToShip: 10, preOrder: 2 } });
    expect(splitByStock(3, 0, { preOrder: true, availableStockCheck: true })).toEqual({ ok: true, split: { readyToShip: 0, preOrder: 3 } });
  });

  it('refuses a quantity beyond stock under the stock check', () => {
    expect(splitByStock(11, 10, checked)).toEqual({ ok: false, message: { key: 'order_exceeds_available_stock', values: { available: 10 } } });
  });

  it('orders everything as a normal line when the host checks neither', () => {
    expect(splitByStock(11, 10, neither)).toEqual({ ok: true, split: { readyToShip: 11, preOrder: 0 } });
  });

  it('counts a negative stock figure as none', () => {
    expect(splitByStock(2, -5, preOrder)).toEqual({ ok: true, split: { readyToShip: 0, preOrder: 2 } });
    expect(splitByStock(2, -5, checked)).toEqual({ ok: false, message: { key: 'order_exceeds_available_stock', values: { available: 0 } } });
  });

  it('refuses figures that are not whole', () => {
    expect(() => splitByStock(1.5, 1, preOrder)).toThrow(RangeError);
    expect(() => splitByStock(-1, 1, preOrder)).toThrow(RangeError);
    expect(() => splitByStock(1, 0.5, preOrder)).toThrow(RangeError);
  });
});

describe('stockRulesOf', () => {
  it('reads the pre-order and stock-check switches', () => {
    const identity = { host: 'h', brandName: 'b', sorg: 'ID01', webTitle: 't' };
    expect(stockRulesOf(completeHostConfig(identity, {}))).toEqual(neither);
    expect(stockRulesOf(completeHostConfig(identity, { preOrderDisplay: true, availableStockCheck: true }))).toEqual({ preOrder: true, availableStockCheck: true });
  });
});
