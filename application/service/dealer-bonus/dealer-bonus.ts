import Decimal from 'decimal.js';
import { bonusStanding, onTimePayment, orderedTiers, type BonusStanding, type BonusTier, type OnTimePayment } from '../../../domain/dealer-bonus/bonus-programme';
import { salesMonths, SALES_YEAR_MAX, SALES_YEAR_MIN, type SalesMonth } from '../../../domain/sales-overview/sales-overview';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { Clock } from '../shared/ports';
import type { DealerBonusRepository } from './ports';

export interface DealerBonusDeps {
  activeCustomers: ActiveCustomerRepository;
  dealerBonus: DealerBonusRepository;
  clock: Clock;
}

/**
 * The dealer bonus reports of one year for the customer the session acts for (spec 001 §3): the bonus standing,
 * the purchase, the retail sales (registrations) and the on-time payment behind it. Retail is always true in bonus
 * data: every programme counts retail registrations.
 */
export interface DealerBonusReport {
  year: number;
  years: number[];
  sorg: string;
  custCode: string;
  currency: string;
  retail: true;
  tiers: BonusTier[];
  standing: BonusStanding;
  purchase: { total: string; months: SalesMonth[] };
  retailSales: { total: number; months: { month: number; count: number }[] };
  onTimePayment: OnTimePayment;
}

/** The year's report; the latest year with data when none is asked. */
export async function dealerBonus(deps: DealerBonusDeps, principal: Principal, requestedYear: number | null): Promise<Result<DealerBonusReport, ActiveCustomerError | 'invalid_year'>> {
  if (requestedYear !== null && (!Number.isInteger(requestedYear) || requestedYear < SALES_YEAR_MIN || requestedYear > SALES_YEAR_MAX)) return err('invalid_year');
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const { customerId, sorg, r3 } = customer.value;
  const years = await deps.dealerBonus.years(customerId, sorg);
  const year = requestedYear ?? years.at(-1) ?? deps.clock.now().getUTCFullYear();
  const [tiers, thisYear, lastYear, payments, registrations, currency] = await Promise.all([
    deps.dealerBonus.tiers(sorg, year),
    deps.dealerBonus.monthlyPurchase(customerId, sorg, year),
    deps.dealerBonus.monthlyPurchase(customerId, sorg, year - 1),
    deps.dealerBonus.clearedPayments(customerId, year),
    deps.dealerBonus.monthlyRegistrations(customerId, year),
    deps.dealerBonus.currencyOf(sorg),
  ]);
  const months = salesMonths(thisYear, lastYear, []);
  const total = months.reduce((sum, month) => sum.plus(month.netSales), new Decimal(0)).toFixed(2);
  const registered = registrations.reduce((sum, month) => sum + month.count, 0);
  const payment = onTimePayment(payments);
  return ok({
    year,
    years,
    sorg,
    custCode: r3,
    currency,
    retail: true,
    tiers: orderedTiers(tiers),
    standing: bonusStanding(tiers, { purchase: total, onTimeRatio: payment.ratio, retailRegistrations: registered }),
    purchase: { total, months },
    retailSales: { total: registered, months: registrations },
    onTimePayment: payment,
  });
}
