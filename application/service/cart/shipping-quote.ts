import { add, isDecimalString, money, multiplyByQuantity, precisionOf, roundMoney, toDecimalString, zero, type CurrencyPrecisions } from '../../../domain/money/money';
import type { FreightBenefitRecord, ShipmentRateRecord } from './ports';

/**
 * What a shipment rate charges for a quantity: its base amount plus its amount per unit, nothing from its free
 * quantity on, rounded once at the currency's precision.
 */
export function shipmentQuote(rate: ShipmentRateRecord, quantity: number, precisions: CurrencyPrecisions): { amount: string; free: boolean } {
  const free = rate.freeFromQty !== null && quantity >= rate.freeFromQty;
  const exact = free ? zero(rate.currency) : add(money(rate.baseAmount, rate.currency), multiplyByQuantity(money(rate.perUnitAmount, rate.currency), quantity));
  const precision = precisionOf(rate.currency, precisions);
  return { amount: toDecimalString(roundMoney(exact, precision), precision), free };
}

/** The date `days` days after an ISO date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface FreightBenefitLevel {
  minQty: number;
  description: string;
  freightDiscountPercent: string;
}

/**
 * Where a quantity stands among a warehouse area's freight benefits: the highest level it reaches, the next level
 * and the units still missing to reach it.
 */
export function freightBenefitStanding(levels: readonly FreightBenefitRecord[], qty: number): { current: FreightBenefitLevel | null; next: FreightBenefitLevel | null; remainingQty: number | null } {
  const sorted = [...levels].sort((a, b) => a.minQty - b.minQty);
  const level = (record: FreightBenefitRecord): FreightBenefitLevel => ({
    minQty: record.minQty,
    description: record.description,
    freightDiscountPercent: isDecimalString(record.freightDiscountPercent) ? toDecimalString(money(record.freightDiscountPercent, 'XXX')) : record.freightDiscountPercent,
  });
  const reached = sorted.filter((record) => record.minQty <= qty);
  const next = sorted.find((record) => record.minQty > qty);
  return { current: reached.length > 0 ? level(reached[reached.length - 1]!) : null, next: next ? level(next) : null, remainingQty: next ? next.minQty - qty : null };
}
