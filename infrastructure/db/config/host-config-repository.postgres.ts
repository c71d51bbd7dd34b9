import { asc, eq, inArray } from 'drizzle-orm';
import type { HostConfigRepository } from '../../../application/service/config/ports';
import { completeHostConfig, type HostConfig } from '../../../domain/config/host-config';
import type { Database } from '../database';
import { hostConfigs, portalSettings, salesOrganisations } from '../schema';

/** Portal-wide settings keys folded into every host's configuration. */
export const PORTAL_SETTING_KEYS = {
  creditWordingHosts: 'creditWordingHosts',
  newInquiryHiddenHostFragments: 'newInquiryHiddenHostFragments',
} as const;

export class HostConfigRepositoryPostgres implements HostConfigRepository {
  constructor(private readonly db: Database) {}

  async findByHost(host: string): Promise<HostConfig | undefined> {
    const [config] = await this.load(host);
    return config;
  }

  all(): Promise<HostConfig[]> {
    return this.load(undefined);
  }

  private async load(host: string | undefined): Promise<HostConfig[]> {
    const rows = await this.db
      .select({ host: hostConfigs.host, brandName: hostConfigs.brandName, webTitle: hostConfigs.webTitle, sorg: hostConfigs.sorg, settings: hostConfigs.settings, currency: salesOrganisations.currency })
      .from(hostConfigs)
      .innerJoin(salesOrganisations, eq(salesOrganisations.sorg, hostConfigs.sorg))
      .where(host === undefined ? undefined : eq(hostConfigs.host, host))
      .orderBy(asc(hostConfigs.host));
    if (rows.length === 0) return [];
    const shared = await this.db
      .select()
      .from(portalSettings)
      .where(inArray(portalSettings.key, Object.values(PORTAL_SETTING_KEYS)));
    const sharedValue = (key: string) => (shared.find((setting) => setting.key === key)?.value as string[] | undefined) ?? [];
    return rows.map((row) =>
      completeHostConfig(
        { host: row.host, brandName: row.brandName, webTitle: row.webTitle, sorg: row.sorg },
        {
          ...row.settings,
          currency: { ...row.currency, ...row.settings.currency },
          creditWordingHosts: sharedValue(PORTAL_SETTING_KEYS.creditWordingHosts),
          newInquiryHiddenHostFragments: sharedValue(PORTAL_SETTING_KEYS.newInquiryHiddenHostFragments),
        },
      ),
    );
  }

  async maintenanceMessage(host: string): Promise<string | null | undefined> {
    const [row] = await this.db.select({ message: hostConfigs.maintenanceMessage }).from(hostConfigs).where(eq(hostConfigs.host, host)).limit(1);
    return row ? row.message : undefined;
  }
}
