import { createPortalAreaUseCases, type PortalAreaPorts, type PortalAreaUseCases } from './portal-area-use-cases';
import { createPortalShellUseCases, type PortalShellPorts, type PortalShellUseCases } from './portal-shell-use-cases';

/**
 * The use-cases the portal's views reach through the store's thunks. The browser builds the session's and the
 * shell's part first (portal-shell-use-cases.ts) and adds the areas' part when their code has loaded.
 */
export interface PortalUseCases extends PortalShellUseCases, PortalAreaUseCases {
  ports: PortalPorts;
}

/** The ports the runtime provides to the portal's use-cases. */
export interface PortalPorts extends PortalShellPorts, PortalAreaPorts {}

/** Builds every portal use-case at once over the ports the runtime provides, as tests and stories do. */
export function createPortalUseCases(ports: PortalPorts): PortalUseCases {
  return { ...createPortalShellUseCases(ports), ...createPortalAreaUseCases(ports), ports };
}
