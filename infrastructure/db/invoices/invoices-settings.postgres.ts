import type { HostConfigRepository } from '../../../application/service/config/ports';
import { calendarDayIn } from '../../../application/service/invoices/business-day';
import type { HostPaymentRules, InvoicesSettings } from '../../../application/service/invoices/ports';
import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { HOST_CONFIG_DEFAULTS } from '../../../domain/config/host-config';
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

export class InvoicesSettingsPostgres implements InvoicesSettings {
  private cachedPrecisions: { at: number; value: Promise<Readonly<Record<string, number>>> } | undefined;
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

  precisions(): Promise<Readonly<Record<string, number>>> {
    if (!this.cachedPrecisions || performance.now() - this.cachedPrecisions.at >= CACHE_MS) {
      const value = this.db
        .select({ currency: salesOrganisations.currency })
        .from(salesOrganisations)
        .then((rows) => Object.fromEntries(rows.map((row) => [row.currency.display, row.currency.decimalPrecision])));
      this.cachedPrecisions = { at: performance.now(), value };
      value.catch(() => (this.cachedPrecisions = undefined));
    }
    return this.cachedPrecisions.value;
  }

  today(sorg: string, now: Date): CalendarDay {
    return calendarDayIn(now, SORG_TIME_ZONES[sorg] ?? 'UTC');
  }
}
