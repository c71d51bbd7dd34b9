import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLineQuantity, sameArticle, setLineQuantity, totalQuantity, type CartLine } from './cart-lines';

/** Few articles and sales organisations, so that changes often hit lines already in the cart. */
const ARTICLES = ['BK-100', 'BK-200', 'HL-7', 'TY-29'];
const SORGS = ['ID01', 'SG01'];
/** Quantities up to a container load. */
const MAX_QTY = 500;
/** A cart of at most every article of every sales organisation. */
const MAX_LINES = ARTICLES.length * SORGS.length;

const line = fc.record({ sorg: fc.constantFrom(...SORGS), articleCode: fc.constantFrom(...ARTICLES), qty: fc.integer({ min: 1, max: MAX_QTY }) });
/** A valid cart: each article of a sales organisation once. */
const cart = fc.uniqueArray(line, { maxLength: MAX_LINES, selector: (each) => `${each.sorg}/${each.articleCode}` });
const change = fc.record({ sorg: fc.constantFrom(...SORGS), articleCode: fc.constantFrom(...ARTICLES), qty: fc.integer({ min: 0, max: MAX_QTY }) });

function value<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const heldOf = (lines: readonly CartLine[], article: CartLine) => lines.filter((each) => sameArticle(each, article)).reduce((total, each) => total + each.qty, 0);

describe('cart line properties', () => {
  it('a quantity of 0 removes the article', () => {
    fc.assert(
      fc.property(cart, change, (lines, target) => {
        const after = value(setLineQuantity(lines, { ...target, qty: 0 }));
        expect(after.some((each) => sameArticle(each, target))).toBe(false);
      }),
    );
  });

  it('setting a quantity leaves the article once, with that quantity, and no line at 0', () => {
    fc.assert(
      fc.property(cart, change, (lines, target) => {
        const after = value(setLineQuantity(lines, target));
        expect(after.filter((each) => sameArticle(each, target)).map((each) => each.qty)).toEqual(target.qty === 0 ? [] : [target.qty]);
        expect(after.every((each) => each.qty > 0)).toBe(true);
      }),
    );
  });

  it('setting a quantity leaves the other lines as they were, in order', () => {
    fc.assert(
      fc.property(cart, change, (lines, target) => {
        const after = value(setLineQuantity(lines, target));
        expect(after.filter((each) => !sameArticle(each, target))).toEqual(lines.filter((each) => !sameArticle(each, target)));
      }),
    );
  });

  it('the total quantity changes by exactly the change in the article', () => {
    fc.assert(
      fc.property(cart, change, (lines, target) => {
        const after = value(setLineQuantity(lines, target));
        expect(totalQuantity(after)).toBe(totalQuantity(lines) - heldOf(lines, target) + target.qty);
      }),
    );
  });

  it('the total quantity of one line is its quantity', () => {
    fc.assert(
      fc.property(line, (single) => {
        expect(totalQuantity([single])).toBe(single.qty);
      }),
    );
  });

  it('the total quantity of lines taken together is the sum of their totals', () => {
    fc.assert(
      fc.property(cart, cart, (first, second) => {
        expect(totalQuantity([...first, ...second])).toBe(totalQuantity(first) + totalQuantity(second));
      }),
    );
  });

  it('adding twice is adding the sum', () => {
    fc.assert(
      fc.property(cart, change, fc.integer({ min: 0, max: MAX_QTY }), (lines, target, more) => {
        const twice = value(addLineQuantity(value(addLineQuantity(lines, target)), { ...target, qty: more }));
        expect(twice).toEqual(value(addLineQuantity(lines, { ...target, qty: target.qty + more })));
      }),
    );
  });

  it('setting is idempotent', () => {
    fc.assert(
      fc.property(cart, change, (lines, target) => {
        const once = value(setLineQuantity(lines, target));
        expect(value(setLineQuantity(once, target))).toEqual(once);
      }),
    );
  });
});
