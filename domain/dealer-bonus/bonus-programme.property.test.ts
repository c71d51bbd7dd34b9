import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { bonusStanding, meetsTier, orderedTiers, type BonusProgress, type BonusTier } from './bonus-programme';

/** Brands run a handful of tiers. */
const MAX_TIERS = 6;
/** Purchases up to a billion in whole units. */
const MAX_PURCHASE = 1_000_000_000;

const tiers = fc.array(
  fc.record({
    name: fc.stringMatching(/^[A-Z][a-z]{2,8}$/),
    purchaseTarget: fc.integer({ min: 0, max: MAX_PURCHASE }).map(String),
    bonusRate: fc.integer({ min: 0, max: 1_000 }).map((tenths) => new Decimal(tenths).dividedBy(100).toFixed(2)),
    minOnTimeRatio: fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100),
    minRetailRegistrations: fc.integer({ min: 0, max: 200 }),
  }) as fc.Arbitrary<BonusTier>,
  { maxLength: MAX_TIERS },
);
const progress = fc.record({
  purchase: fc.integer({ min: 0, max: MAX_PURCHASE }).map(String),
  onTimeRatio: fc.option(fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100), { nil: null }),
  retailRegistrations: fc.integer({ min: 0, max: 300 }),
}) as fc.Arbitrary<BonusProgress>;

describe('bonus standing, for any programme and year', () => {
  it('reaches only a tier whose every condition holds, and no higher tier holds', () => {
    fc.assert(
      fc.property(tiers, progress, (programme, year) => {
        const standing = bonusStanding(programme, year);
        const ordered = orderedTiers(programme);
        if (standing.reached) expect(meetsTier(standing.reached, year)).toBe(true);
        const reachedAt = standing.reached ? ordered.indexOf(standing.reached) : -1;
        for (const tier of ordered.slice(reachedAt + 1)) expect(meetsTier(tier, year)).toBe(false);
      }),
    );
  });

  it('never earns less by buying more', () => {
    fc.assert(
      fc.property(tiers, progress, fc.integer({ min: 0, max: MAX_PURCHASE }), (programme, year, more) => {
        const before = bonusStanding(programme, year).earnedBonus;
        const after = bonusStanding(programme, { ...year, purchase: new Decimal(year.purchase).plus(more).toFixed(0) }).earnedBonus;
        expect(new Decimal(after).gte(before)).toBe(true);
      }),
    );
  });

  it('keeps purchase progress between 0 and 1, and a next tier whose needs are all zero is one the dealer has not met only by order', () => {
    fc.assert(
      fc.property(tiers, progress, (programme, year) => {
        const standing = bonusStanding(programme, year);
        expect(standing.purchaseProgress).toBeGreaterThanOrEqual(0);
        expect(standing.purchaseProgress).toBeLessThanOrEqual(1);
        if (standing.next === null) expect(standing.nextNeeds).toBeNull();
        else expect(new Decimal(standing.nextNeeds!.purchase).gte(0)).toBe(true);
      }),
    );
  });
});
