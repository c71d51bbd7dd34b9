import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, equals, money, precisionOf, roundMoney, subtract, sum, zero } from '../money/money';
import { cartTotals, type TotalledLine } from './cart-totals';

/** A few sales organisations, so that lines share them often. */
const SORGS = ['ID01', 'ID02', 'SG01', 'US01'];
/** Two currencies with different precisions, plus one not listed (precision 0 by default). */
const CURRENCIES = ['IDR', 'SGD', 'USD'];
const PRECISIONS = { IDR: 0, SGD: 2 };
/** Net line amounts up to ten million units of the smallest written digit. */
const MAX_NET_UNITS = 10_000_000;
/** Up to four decimals on a line: exact lines carry more decimals than any currency keeps. */
const MAX_NET_SCALE = 4;
/** Line quantities up to a container load. */
const MAX_QUANTITY = 500;
/** Carts up to the size of a large fast order. */
const MAX_LINES = 40;

function decimal(units: number, scale: number): string {
  const digits = String(units).padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const totalledLine: fc.Arbitrary<TotalledLine> = fc
  .record({
    sorg: fc.constantFrom(...SORGS),
    currency: fc.constantFrom(...CURRENCIES),
    quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
    units: fc.integer({ min: 0, max: MAX_NET_UNITS }),
    scale: fc.integer({ min: 0, max: MAX_NET_SCALE }),
  })
  .map(({ sorg, currency, quantity, units, scale }) => ({ sorg, quantity, net: money(decimal(units, scale), currency) }));
const cart = fc.array(totalledLine, { maxLength: MAX_LINES });

describe('cart total properties', () => {
  it('a total never changes when lines are reordered', () => {
    fc.assert(
      fc.property(
        cart.chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        ([lines, reordered]) => {
          expect(cartTotals(reordered, PRECISIONS)).toEqual(cartTotals(lines, PRECISIONS));
        },
      ),
    );
  });

  it('the sales-organisation totals add up to the whole, rounded and exact', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const totals = cartTotals(lines, PRECISIONS);
        for (const whole of totals.byCurrency) {
          const parts = totals.bySorg.filter((part) => part.currency === whole.currency);
          expect(equals(sum(whole.currency, parts.map((part) => part.total)), whole.total)).toBe(true);
          expect(equals(sum(whole.currency, parts.map((part) => part.exact)), whole.exact)).toBe(true);
        }
      }),
    );
  });

  it("a sales-organisation total is its lines' exact sum rounded once at the currency's precision", () => {
    fc.assert(
      fc.property(cart, (lines) => {
        for (const part of cartTotals(lines, PRECISIONS).bySorg) {
          const own = lines.filter((line) => line.sorg === part.sorg && line.net.currency === part.currency);
          const exact = sum(part.currency, own.map((line) => line.net));
          expect(equals(part.total, roundMoney(exact, precisionOf(part.currency, PRECISIONS)))).toBe(true);
        }
      }),
    );
  });

  it('the exact whole is the sum of every line, per currency', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const totals = cartTotals(lines, PRECISIONS);
        expect(totals.byCurrency.map((whole) => whole.currency)).toEqual([...new Set(lines.map((line) => line.net.currency))].sort());
        for (const whole of totals.byCurrency) {
          expect(equals(whole.exact, sum(whole.currency, lines.filter((line) => line.net.currency === whole.currency).map((line) => line.net)))).toBe(true);
        }
      }),
    );
  });

  it('the whole is off its exact value by at most half a unit per sales organisation', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const totals = cartTotals(lines, PRECISIONS);
        for (const whole of totals.byCurrency) {
          const places = precisionOf(whole.currency, PRECISIONS);
          const organisations = totals.bySorg.filter((part) => part.currency === whole.currency).length;
          const bound = money(decimal(5 * organisations, places + 1), whole.currency).amount;
          expect(subtract(whole.total, whole.exact).amount.abs().lessThanOrEqualTo(bound)).toBe(true);
        }
      }),
    );
  });

  it('splitting a cart in two splits its exact totals', () => {
    fc.assert(
      fc.property(cart, cart, (first, second) => {
        const whole = cartTotals([...first, ...second], PRECISIONS);
        const a = cartTotals(first, PRECISIONS);
        const b = cartTotals(second, PRECISIONS);
        for (const total of whole.byCurrency) {
          const part = (totals: typeof a) => totals.byCurrency.find((each) => each.currency === total.currency)?.exact ?? zero(total.currency);
          expect(equals(total.exact, add(part(a), part(b)))).toBe(true);
        }
      }),
    );
  });

  it('the total quantity is the sum of the line quantities', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const totals = cartTotals(lines, PRECISIONS);
        const all = lines.reduce((total, line) => total + line.quantity, 0);
        expect(totals.byCurrency.reduce((total, whole) => total + whole.quantity, 0)).toBe(all);
        expect(totals.bySorg.reduce((total, part) => total + part.quantity, 0)).toBe(all);
      }),
    );
  });
});
