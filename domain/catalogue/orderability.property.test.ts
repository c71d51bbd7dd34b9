import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOrderBlocked, orderabilityProblem, type OrderBlocks } from './orderability';

const blocks: fc.Arbitrary<OrderBlocks> = fc.record({
  allowOrder: fc.boolean(),
  orderBlocked: fc.boolean(),
  sorgBlocked: fc.boolean(),
  hierarchyBlocked: fc.boolean(),
  brandBlocked: fc.boolean(),
  categoryBlocked: fc.boolean(),
});

describe('orderability properties', () => {
  it('an article is orderable exactly when it is not blocked and has a price', () => {
    fc.assert(
      fc.property(blocks, fc.boolean(), (article, hasPrice) => {
        expect(orderabilityProblem(article, hasPrice) === null).toBe(!isOrderBlocked(article) && hasPrice);
      }),
    );
  });

  it('any one block set stops the order, whatever the other flags say', () => {
    const flags = ['orderBlocked', 'sorgBlocked', 'hierarchyBlocked', 'brandBlocked', 'categoryBlocked'] as const;
    fc.assert(
      fc.property(blocks, fc.constantFrom(...flags), (article, flag) => {
        expect(isOrderBlocked({ ...article, [flag]: true })).toBe(true);
      }),
    );
  });

  it('withdrawing the permission to order blocks whatever else is set', () => {
    fc.assert(
      fc.property(blocks, fc.boolean(), (article, hasPrice) => {
        expect(orderabilityProblem({ ...article, allowOrder: false }, hasPrice)).toBe('article_blocked');
      }),
    );
  });
});
