import type { ManifestMappingEntry } from '../../../domain/shell/manifest-entry';

/** What the portal asks the service about web manifests. */
export interface ManifestGateway {
  /**
   * The manifest mapping (GET /manifests/mappingManifest.json), its file names resolved to the URLs the browser
   * fetches them from.
   */
  mapping(): Promise<ManifestMappingEntry[]>;
}
