import Decimal from 'decimal.js';

/**
 * The dealer bonus programme: a brand pays a dealer a share of its year's purchase once the dealer reaches a tier.
 * A tier asks for a purchase (net invoiced sales to the dealer), a share of invoices paid on time and a number of
 * bikes registered as sold to consumers (retail registrations); the bonus rate of the highest tier whose every
 * condition holds applies to the whole year's purchase.
 */
export interface BonusTier {
  /** The tier's name as the brand calls it (Bronze, Silver…). */
  name: string;
  /** The year's purchase the tier needs, a decimal string. */
  purchaseTarget: string;
  /** The bonus in percent of the year's purchase, a decimal string. */
  bonusRate: string;
  /** The share (0–1) of the year's cleared invoices that must have been paid by their due date. */
  minOnTimeRatio: number;
  minRetailRegistrations: number;
}

/** Where a dealer stands in the year. */
export interface BonusProgress {
  /** The year's purchase so far, a decimal string. */
  purchase: string;
  /** Share (0–1) of cleared invoices paid on time; null when none was cleared yet, which no tier holds against a dealer. */
  onTimeRatio: number | null;
  retailRegistrations: number;
}

/** What the next tier still needs; each part zero once it is met. */
export interface NextTierNeeds {
  purchase: string;
  retailRegistrations: number;
  /** The on-time share still missing (0–1). */
  onTimeRatio: number;
}

export interface BonusStanding {
  /** The highest tier whose conditions all hold, or null. */
  reached: BonusTier | null;
  /** The tier above the reached one, or null at the top. */
  next: BonusTier | null;
  nextNeeds: NextTierNeeds | null;
  /** How far (0–1) the purchase has come towards the next tier's target; 1 at the top. */
  purchaseProgress: number;
  /** The best rate of the tiers met applied to the purchase, to two decimals (cents down); zero with no tier. */
  earnedBonus: string;
}

/** The tiers from the smallest purchase target up; the programme's order whatever order the data came in. */
export function orderedTiers(tiers: readonly BonusTier[]): BonusTier[] {
  return [...tiers].sort((a, b) => new Decimal(a.purchaseTarget).comparedTo(b.purchaseTarget) || a.name.localeCompare(b.name));
}

/** Whether a dealer's year meets every condition of a tier. */
export function meetsTier(tier: BonusTier, progress: BonusProgress): boolean {
  const onTime = progress.onTimeRatio ?? 1;
  return new Decimal(progress.purchase).gte(tier.purchaseTarget) && onTime >= tier.minOnTimeRatio && progress.retailRegistrations >= tier.minRetailRegistrations;
}

/** The dealer's standing: the tier reached, the next one and what it still needs, and the bonus earned so far. */
export function bonusStanding(tiers: readonly BonusTier[], progress: BonusProgress): BonusStanding {
  const ordered = orderedTiers(tiers);
  let reachedIndex = -1;
  ordered.forEach((tier, index) => {
    if (meetsTier(tier, progress)) reachedIndex = index;
  });
  const reached = reachedIndex >= 0 ? ordered[reachedIndex]! : null;
  const next = ordered[reachedIndex + 1] ?? null;
  const purchase = new Decimal(progress.purchase);
  // The best rate of the tiers met: a programme that lists a lower rate higher up never costs the dealer for buying more.
  const rates = ordered.filter((tier) => meetsTier(tier, progress)).map((tier) => new Decimal(tier.bonusRate));
  const rate = rates.length > 0 ? Decimal.max(...rates) : new Decimal(0);
  const earnedBonus = Decimal.max(purchase, 0).times(rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  if (!next) return { reached, next, nextNeeds: null, purchaseProgress: 1, earnedBonus };
  const target = new Decimal(next.purchaseTarget);
  const purchaseProgress = target.lte(0) ? 1 : Decimal.min(Decimal.max(purchase.dividedBy(target), 0), 1).toDecimalPlaces(4, Decimal.ROUND_DOWN).toNumber();
  const nextNeeds: NextTierNeeds = {
    purchase: Decimal.max(target.minus(purchase), 0).toFixed(2),
    retailRegistrations: Math.max(next.minRetailRegistrations - progress.retailRegistrations, 0),
    onTimeRatio: Math.max(next.minOnTimeRatio - (progress.onTimeRatio ?? 1), 0),
  };
  return { reached, next, nextNeeds, purchaseProgress, earnedBonus };
}

/** A cleared receivable: when it was due and when the ledger cleared it (YYYY-MM-DD). */
export interface ClearedPayment {
  dueDate: string;
  clearingDate: string;
}

export interface OnTimePayment {
  onTime: number;
  late: number;
  /** onTime / (onTime + late); null when nothing was cleared. */
  ratio: number | null;
}

/** Payments cleared on or before their due date count as on time; a day later is late. */
export function onTimePayment(payments: readonly ClearedPayment[]): OnTimePayment {
  const onTime = payments.filter((payment) => payment.clearingDate <= payment.dueDate).length;
  const late = payments.length - onTime;
  return { onTime, late, ratio: payments.length === 0 ? null : onTime / payments.length };
}
