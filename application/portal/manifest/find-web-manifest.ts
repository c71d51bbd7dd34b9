import { manifestEntryFor, type ManifestMappingEntry } from '../../../domain/shell/manifest-entry';
import type { ManifestGateway } from './ports';

/** The web manifest and icons of the host the portal is served from; null when the mapping lists none or fails. */
export type FindWebManifest = (hostname: string) => Promise<ManifestMappingEntry | null>;

export function createFindWebManifest(deps: { gateway: ManifestGateway }): FindWebManifest {
  return async (hostname) => {
    try {
      return manifestEntryFor(await deps.gateway.mapping(), hostname) ?? null;
    } catch (error) {
      console.warn('web manifest mapping could not be loaded', error);
      return null;
    }
  };
}
