import type { BonusTier, ClearedPayment } from '../../../domain/dealer-bonus/bonus-programme';
import type { MonthTotal } from '../../../domain/sales-overview/sales-overview';

export interface DealerBonusRepository {
  /** The sales organisation's programme for the year; empty when it runs none. */
  tiers(sorg: string, year: number): Promise<BonusTier[]>;
  /** The currency code of the sales organisation, which the purchase and the bonus are in. */
  currencyOf(sorg: string): Promise<string>;
  /** The years the dealer bought in or its sales organisation ran a programme, oldest first. */
  years(customerId: string, sorg: string): Promise<number[]>;
  /** The dealer's purchase (net invoiced sales) per month of the year in the sales organisation, summed in the database. */
  monthlyPurchase(customerId: string, sorg: string, year: number): Promise<MonthTotal[]>;
  /** The dealer's receivables (positive ledger lines) the ledger cleared in the year. */
  clearedPayments(customerId: string, year: number): Promise<ClearedPayment[]>;
  /** Bikes the dealer registered as sold to consumers, per month of the year. */
  monthlyRegistrations(customerId: string, year: number): Promise<{ month: number; count: number }[]>;
}
