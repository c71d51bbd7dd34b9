import { describe, expect, it } from 'vitest';
import { addLineQuantity, cartCount, itemCount, setLineQuantities, setLineQuantity, totalQuantity, type CartLine } from './cart-lines';

const bike: CartLine = { sorg: 'ID01', articleCode: 'BK-100', qty: 2 };
const helmet: CartLine = { sorg: 'ID01', articleCode: 'HL-7', qty: 5 };
const helmetSg: CartLine = { sorg: 'SG01', articleCode: 'HL-7', qty: 1 };

describe('setLineQuantity', () => {
  it('appends an article not yet in the cart', () => {
    expect(setLineQuantity([bike], helmet)).toEqual({ ok: true, value: [bike, helmet] });
  });

  it('sets the quantity of an article in place', () => {
    expect(setLineQuantity([bike, helmet], { ...bike, qty: 7 })).toEqual({ ok: true, value: [{ ...bike, qty: 7 }, helmet] });
  });

  it('removes the line when the quantity is 0', () => {
    expect(setLineQuantity([bike, helmet], { ...bike, qty: 0 })).toEqual({ ok: true, value: [helmet] });
    expect(setLineQuantity([bike], { ...helmet, qty: 0 })).toEqual({ ok: true, value: [bike] });
  });

  it('tells the same article of another sales organisation apart', () => {
    expect(setLineQuantity([helmet], helmetSg)).toEqual({ ok: true, value: [helmet, helmetSg] });
  });

  it('collapses an article listed twice', () => {
    expect(setLineQuantity([helmet, bike, { ...helmet, qty: 9 }], { ...helmet, qty: 3 })).toEqual({ ok: true, value: [{ ...helmet, qty: 3 }, bike] });
  });

  it('refuses quantities that are not whole and at least 0', () => {
    for (const qty of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(setLineQuantity([bike], { ...bike, qty })).toEqual({ ok: false, error: 'invalid_quantity' });
    }
  });
});

describe('addLineQuantity', () => {
  it('adds to what the cart holds, or appends', () => {
    expect(addLineQuantity([bike], { ...bike, qty: 3 })).toEqual({ ok: true, value: [{ ...bike, qty: 5 }] });
    expect(addLineQuantity([bike], helmet)).toEqual({ ok: true, value: [bike, helmet] });
    expect(addLineQuantity([bike], { ...helmet, qty: 0 })).toEqual({ ok: true, value: [bike] });
    expect(addLineQuantity([bike], { ...bike, qty: -2 })).toEqual({ ok: false, error: 'invalid_quantity' });
  });
});

describe('setLineQuantities', () => {
  it('applies changes in turn, or none when one is refused', () => {
    expect(setLineQuantities([bike, helmet], [{ ...bike, qty: 0 }, { ...helmet, qty: 1 }])).toEqual({ ok: true, value: [{ ...helmet, qty: 1 }] });
    expect(setLineQuantities([bike], [{ ...bike, qty: 0 }, { ...helmet, qty: 0.5 }])).toEqual({ ok: false, error: 'invalid_quantity' });
  });
});

describe('cart counts', () => {
  it('counts quantities and items', () => {
    expect(totalQuantity([bike, helmet, helmetSg])).toBe(8);
    expect(itemCount([bike, helmet, helmetSg])).toBe(3);
    expect(totalQuantity([])).toBe(0);
  });

  it('gives the header both counts', () => {
    expect(cartCount([bike, helmet])).toEqual({ itemCount: 2, totalQuantity: 7 });
    expect(cartCount([])).toEqual({ itemCount: 0, totalQuantity: 0 });
  });
});
