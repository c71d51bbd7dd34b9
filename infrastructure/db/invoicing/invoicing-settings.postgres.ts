import type { HostConfigRepository } from '../../../application/service/config/ports';
import { calendarDayIn } from '../../../application/service/invoicing/business-day';
import type { HostPaymentRules, InvoicingSettings } from '../../../application/service/invoicing/ports';
import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { HOST_CONFIG_DEFAULTS } from '../../../domain/config/host-config';
import { DEFAULT_DECIMAL_PRECISION } from '../../../domain/money/money';
import type { Database } from '../database';
import { salesOrganisations } from '../schema';

/** How long host rules and currency precisions are kept before they are read again. */
const CACHE_MS = 10_000;

/**
 * The time zone each sales organisation's business day runs in: a due date falls due at midnight where the
 * dealer is. Sales organisations not listed count in UTC.
 */
export const SORG_TIME_ZONES: Readonly<Record<string, string>> = {
  ID01: 'Asia/Jakarta',
  SG01: 'Asia/Singapore',
  US01: 'America/Denver',
};

export class InvoicingSettingsPostgres implements InvoicingSettings {
  private precisions: { at: number; value: Promise<Map<string, number>> } | undefined;
  private rules = new Map<string, { at: number; value: Promise<HostPaymentRules> }>();

  constructor(
    private readonly db: Database,
    private readonly hostConfigs: HostConfigRepository,
  ) {}

  hostRules(host: string): Promise<HostPaymentRules> {
    const cached = this.rules.get(host);
    if (cached && performance.now() - cached.at < CACHE_MS) return cached.value;
    const value = this.hostConfigs.findByHost(host).then((config) => ({
      invoicePaymentRule: config?.invoicePaymentRule ?? HOST_CONFIG_DEFAULTS.invoicePaymentRule,
      allowPartialPayment: config?.allowPartialPayment ?? HOST_CONFIG_DEFAULTS.allowPartialPayment,
      payment: config?.payment ?? HOST_CONFIG_DEFAULTS.payment,
    }));
    this.rules.set(host, { at: performance.now(), value });
    value.catch(() => this.rules.delete(host));
    return value;
  }

  async precision(currency: string): Promise<number> {
    if (!this.precisions || performance.now() - this.precisions.at >= CACHE_MS) {
      const value = this.db
        .select({ currency: salesOrganisations.currency })
        .from(salesOrganisations)
        .then((rows) => new Map(rows.map((row) => [row.currency.display, row.currency.decimalPrecision])));
      this.precisions = { at: performance.now(), value };
      value.catch(() => (this.precisions = undefined));
    }
    return (await this.precisions.value).get(currency) ?? DEFAULT_DECIMAL_PRECISION;
  }

  today(sorg: string, now: Date): CalendarDay {
    return calendarDayIn(now, SORG_TIME_ZONES[sorg] ?? 'UTC');
  }
}
