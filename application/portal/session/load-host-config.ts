import type { HostConfig } from '../../../domain/config/host-config';
import type { SessionGateway } from './ports';

/** Loads the white-label configuration of the host the portal is served from; null when it is unavailable. */
export type LoadHostConfig = (host: string) => Promise<HostConfig | null>;

export function createLoadHostConfig(deps: { gateway: SessionGateway }): LoadHostConfig {
  return (host) => deps.gateway.hostConfig(host);
}
