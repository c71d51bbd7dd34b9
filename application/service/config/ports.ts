import type { HostConfig } from '../../../domain/config/host-config';

export interface HostConfigRepository {
  findByHost(host: string): Promise<HostConfig | undefined>;
  /** Every configured host, in host-name order. */
  all(): Promise<HostConfig[]>;
  /** The maintenance message of the host, or null when it is online. */
  maintenanceMessage(host: string): Promise<string | null | undefined>;
}

export interface LanguageRepository {
  all(): Promise<{ id: string; description: string }[]>;
  find(id: string): Promise<{ id: string; description: string } | undefined>;
}
