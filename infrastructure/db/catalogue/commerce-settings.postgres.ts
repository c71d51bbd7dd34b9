import type { HostConfigRepository } from '../../../application/service/config/ports';
import type { CommerceSettings } from '../../../application/service/catalogue/article-ports';
import { completeHostConfig, type CurrencyFormat, type HostConfig } from '../../../domain/config/host-config';
import type { Database } from '../database';
import { salesOrganisations } from '../schema';

/** How long host configurations and currency formats are kept before they are read again. */
export const SETTINGS_CACHE_MS = 10_000;

/**
 * Host configurations and currency formats for the commerce rules, read through the host-configuration repository
 * and kept for {@link SETTINGS_CACHE_MS}: every catalogue and cart call needs them and they change rarely.
 */
export class CommerceSettingsPostgres implements CommerceSettings {
  private hosts: { at: number; configs: Promise<HostConfig[]> } | undefined;
  private formats: { at: number; value: Promise<Record<string, CurrencyFormat>> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly hostConfigs: HostConfigRepository,
  ) {}

  /** Monotonic time, so a test clock standing still never keeps stale settings. */
  private fresh(at: number | undefined): boolean {
    return at !== undefined && performance.now() - at < SETTINGS_CACHE_MS;
  }

  allHostConfigs(): Promise<HostConfig[]> {
    if (!this.hosts || !this.fresh(this.hosts.at)) {
      const configs = this.hostConfigs.all();
      this.hosts = { at: performance.now(), configs };
      configs.catch(() => (this.hosts = undefined));
    }
    return this.hosts.configs;
  }

  async hostConfig(host: string): Promise<HostConfig> {
    const known = (await this.allHostConfigs()).find((config) => config.host === host);
    return known ?? completeHostConfig({ host, brandName: '', sorg: '', webTitle: '' }, {});
  }

  currencies(): Promise<Record<string, CurrencyFormat>> {
    if (!this.formats || !this.fresh(this.formats.at)) {
      const value = this.db
        .select({ sorg: salesOrganisations.sorg, currency: salesOrganisations.currency })
        .from(salesOrganisations)
        .then((rows) => Object.fromEntries(rows.map((row) => [row.sorg, row.currency])));
      this.formats = { at: performance.now(), value };
      value.catch(() => (this.formats = undefined));
    }
    return this.formats.value;
  }
}
