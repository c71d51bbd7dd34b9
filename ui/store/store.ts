import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { portalAreas } from './area-store';
import { createShellStore, type RootState } from './shell-store';

export type { AppDispatch, PortalStore, RootState } from './shell-store';

/** The portal's store with every area from the start, as tests and stories use it. */
export function createPortalStore(useCases: PortalUseCases, preloadedState?: Partial<RootState>) {
  return createShellStore(useCases, preloadedState, portalAreas());
}
