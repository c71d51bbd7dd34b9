import { describe, expect, it } from 'vitest';
import { bonusStanding, onTimePayment, type BonusTier } from './bonus-programme';

const TIERS: BonusTier[] = [
  { name: 'Gold', purchaseTarget: '1000', bonusRate: '3', minOnTimeRatio: 0.9, minRetailRegistrations: 10 },
  { name: 'Bronze', purchaseTarget: '100', bonusRate: '1', minOnTimeRatio: 0, minRetailRegistrations: 0 },
  { name: 'Silver', purchaseTarget: '500', bonusRate: '2', minOnTimeRatio: 0.8, minRetailRegistrations: 5 },
];

describe('bonus standing', () => {
  it('reaches the highest tier whose every condition holds and says what the next one needs', () => {
    const standing = bonusStanding(TIERS, { purchase: '600', onTimeRatio: 0.85, retailRegistrations: 3 });
    expect(standing.reached?.name).toBe('Bronze');
    expect(standing.next?.name).toBe('Silver');
    expect(standing.nextNeeds).toEqual({ purchase: '0.00', retailRegistrations: 2, onTimeRatio: 0 });
    expect(standing.purchaseProgress).toBe(1);
    expect(standing.earnedBonus).toBe('6.00');
  });

  it('has no tier and no bonus below the first target', () => {
    const standing = bonusStanding(TIERS, { purchase: '25', onTimeRatio: null, retailRegistrations: 0 });
    expect(standing.reached).toBeNull();
    expect(standing.next?.name).toBe('Bronze');
    expect(standing.purchaseProgress).toBe(0.25);
    expect(standing.earnedBonus).toBe('0.00');
  });

  it('has nothing next at the top tier', () => {
    const standing = bonusStanding(TIERS, { purchase: '1200.50', onTimeRatio: 1, retailRegistrations: 12 });
    expect(standing.reached?.name).toBe('Gold');
    expect(standing.next).toBeNull();
    expect(standing.earnedBonus).toBe('36.01');
  });
});

describe('on-time payment', () => {
  it('counts a payment cleared on its due date as on time and one a day later as late', () => {
    expect(onTimePayment([{ dueDate: '2026-03-01', clearingDate: '2026-03-01' }, { dueDate: '2026-03-01', clearingDate: '2026-03-02' }])).toEqual({ onTime: 1, late: 1, ratio: 0.5 });
  });
  it('has no ratio before anything was cleared', () => expect(onTimePayment([]).ratio).toBeNull());
});
