import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyFormat } from '../config/host-config';
import {
  add,
  compare,
  CurrencyMismatchError,
  equals,
  formatMoney,
  money,
  multiplyByQuantity,
  percentage,
  roundMoney,
  subtract,
  sum,
  toDecimalString,
  zero,
  type Money,
} from './money';

/** Amounts up to a trillion units of the smallest written digit: beyond any bicycle order, well past float precision. */
const MAX_UNITS = 10n ** 18n;
/** Up to six decimals: more than any currency keeps, so rounding always has something to do. */
const MAX_SCALE = 6;
/** The largest precision exercised; currencies keep 0 to 3 decimals. */
const MAX_PRECISION = 4;
/** Quantities small enough to compare a product with repeated addition. */
const MAX_REPEAT = 25;
/** Lists of amounts as long as a large cart. */
const MAX_AMOUNTS = 30;

const CURRENCY = 'SGD';

/** An exact decimal as integer units and a scale: the oracle the Money arithmetic is checked against. */
interface Scaled {
  units: bigint;
  scale: number;
}

function toDecimal({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

function atScale({ units, scale }: Scaled, target: number): bigint {
  return units * 10n ** BigInt(target - scale);
}

const scaled: fc.Arbitrary<Scaled> = fc.record({
  units: fc.bigInt({ min: -MAX_UNITS, max: MAX_UNITS }),
  scale: fc.integer({ min: 0, max: MAX_SCALE }),
});
const amount: fc.Arbitrary<Money> = scaled.map((value) => money(toDecimal(value), CURRENCY));
const precision = fc.integer({ min: 0, max: MAX_PRECISION });

/** Distance between two amounts, as a positive decimal. */
function distance(a: Money, b: Money) {
  return subtract(a, b).amount.abs();
}

describe('money properties', () => {
  it('adds exactly: the sum equals integer arithmetic on the scaled amounts', () => {
    fc.assert(
      fc.property(scaled, scaled, (a, b) => {
        const expected = toDecimal({ units: atScale(a, MAX_SCALE) + atScale(b, MAX_SCALE), scale: MAX_SCALE });
        expect(equals(add(money(toDecimal(a), CURRENCY), money(toDecimal(b), CURRENCY)), money(expected, CURRENCY))).toBe(true);
      }),
    );
  });

  it('addition is commutative', () => {
    fc.assert(fc.property(amount, amount, (a, b) => {
      expect(equals(add(a, b), add(b, a))).toBe(true);
    }));
  });

  it('addition is associative', () => {
    fc.assert(fc.property(amount, amount, amount, (a, b, c) => {
      expect(equals(add(add(a, b), c), add(a, add(b, c)))).toBe(true);
    }));
  });

  it('zero is the identity of addition', () => {
    fc.assert(fc.property(amount, (a) => {
      expect(equals(add(a, zero(CURRENCY)), a)).toBe(true);
    }));
  });

  it('subtracting what was added gives back the amount', () => {
    fc.assert(fc.property(amount, amount, (a, b) => {
      expect(equals(subtract(add(a, b), b), a)).toBe(true);
    }));
  });

  it('a sum does not depend on the order of its amounts', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: MAX_AMOUNTS }).chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))), ([list, shuffled]) => {
        expect(equals(sum(CURRENCY, list), sum(CURRENCY, shuffled))).toBe(true);
      }),
    );
  });

  it('multiplying by a quantity is adding the amount that many times', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: MAX_REPEAT }), (unit, quantity) => {
        expect(equals(multiplyByQuantity(unit, quantity), sum(CURRENCY, Array.from({ length: quantity }, () => unit)))).toBe(true);
      }),
    );
  });

  it('p per cent and (100 − p) per cent make the whole', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 10_000 }), (whole, basisPoints) => {
        const p = toDecimal({ units: BigInt(basisPoints), scale: 2 });
        const rest = toDecimal({ units: BigInt(10_000 - basisPoints), scale: 2 });
        expect(equals(add(percentage(whole, p), percentage(whole, rest)), whole)).toBe(true);
      }),
    );
  });

  it('rounding is idempotent', () => {
    fc.assert(
      fc.property(amount, precision, (a, places) => {
        const once = roundMoney(a, places);
        expect(equals(roundMoney(once, places), once)).toBe(true);
      }),
    );
  });

  it('a rounded amount keeps at most the precision in decimals', () => {
    fc.assert(fc.property(amount, precision, (a, places) => {
      expect(roundMoney(a, places).amount.decimalPlaces()).toBeLessThanOrEqual(places);
    }));
  });

  it('rounding moves an amount by at most half a unit of the last kept digit', () => {
    fc.assert(
      fc.property(amount, precision, (a, places) => {
        const halfUnit = money(toDecimal({ units: 5n, scale: places + 1 }), CURRENCY).amount;
        expect(distance(roundMoney(a, places), a).lessThanOrEqualTo(halfUnit)).toBe(true);
      }),
    );
  });

  it('rounding keeps the order of amounts', () => {
    fc.assert(
      fc.property(amount, amount, precision, (a, b, places) => {
        fc.pre(compare(a, b) <= 0);
        expect(compare(roundMoney(a, places), roundMoney(b, places))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('rounding is symmetric around zero (half away from zero)', () => {
    fc.assert(
      fc.property(amount, precision, (a, places) => {
        const negated = subtract(zero(CURRENCY), a);
        expect(equals(roundMoney(negated, places), subtract(zero(CURRENCY), roundMoney(a, places)))).toBe(true);
      }),
    );
  });

  it('the wire string reads back as the same amount', () => {
    fc.assert(fc.property(amount, (a) => {
      expect(equals(money(toDecimalString(a), CURRENCY), a)).toBe(true);
    }));
  });

  it('the formatted amount reads back as the rounded amount', () => {
    const format: CurrencyFormat = { display: CURRENCY, symbol: 'S$', thousandSeparator: ' ', decimalSeparator: ',', decimalPrecision: 2 };
    fc.assert(
      fc.property(amount, (a) => {
        const shown = formatMoney(a, format).replace('S$ ', '').replaceAll(' ', '').replace(',', '.');
        expect(shown).toMatch(/^-?\d+\.\d{2}$/);
        expect(equals(money(shown, CURRENCY), roundMoney(a, 2))).toBe(true);
      }),
    );
  });

  it('amounts in different currencies never combine', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('IDR', 'USD', 'EUR'), (a, other) => {
        const foreign = money(toDecimalString(a), other);
        expect(() => add(a, foreign)).toThrow(CurrencyMismatchError);
      }),
    );
  });
});
