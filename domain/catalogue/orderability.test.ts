import { describe, expect, it } from 'vitest';
import { isOrderBlocked, orderabilityProblem, type OrderBlocks } from './orderability';

const open: OrderBlocks = { allowOrder: true, orderBlocked: false, sorgBlocked: false, hierarchyBlocked: false, brandBlocked: false, categoryBlocked: false };

describe('orderability', () => {
  it('lets an allowed, unblocked, priced article be ordered', () => {
    expect(isOrderBlocked(open)).toBe(false);
    expect(orderabilityProblem(open, true)).toBeNull();
  });

  it('blocks an article its sales organisation does not allow to order', () => {
    expect(isOrderBlocked({ ...open, allowOrder: false })).toBe(true);
    expect(orderabilityProblem({ ...open, allowOrder: false }, true)).toBe('article_blocked');
  });

  it.each(['orderBlocked', 'sorgBlocked', 'hierarchyBlocked', 'brandBlocked', 'categoryBlocked'] as const)('blocks an article whose %s is set', (block) => {
    expect(orderabilityProblem({ ...open, [block]: true }, true)).toBe('article_blocked');
  });

  it('refuses an unblocked article without a price', () => {
    expect(orderabilityProblem(open, false)).toBe('no_price');
  });

  it('names the block before the missing price', () => {
    expect(orderabilityProblem({ ...open, brandBlocked: true }, false)).toBe('article_blocked');
  });
});
