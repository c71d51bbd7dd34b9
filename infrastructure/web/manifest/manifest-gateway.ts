import type { ManifestGateway } from '../../../application/portal/manifest/ports';
import type { ManifestMappingEntry } from '../../../domain/shell/manifest-entry';
import type { ApiClient } from '../api-client';

function isEntry(value: unknown): value is ManifestMappingEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Array.isArray(entry.domains) &&
    entry.domains.every((domain) => typeof domain === 'string') &&
    typeof entry.manifest === 'string' &&
    typeof entry.shortCutIcon === 'string' &&
    typeof entry.appleTouchIcon === 'string'
  );
}

/** The ManifestGateway over GET /manifests/mappingManifest.json; file names become URLs under /manifests/. */
export class ManifestGatewayHttp implements ManifestGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly apiBaseUrl: string,
  ) {}

  async mapping(): Promise<ManifestMappingEntry[]> {
    const response = await this.api.request({ method: 'GET', path: '/manifests/mappingManifest.json', authorization: 'none' });
    if (!response.ok) throw new Error(`manifest mapping answered ${response.status}`);
    const answer: unknown = await response.json();
    if (!Array.isArray(answer)) throw new Error('manifest mapping is not a list');
    return answer.filter(isEntry).map((entry) => ({
      domains: entry.domains,
      manifest: this.fileUrl(entry.manifest),
      shortCutIcon: this.fileUrl(entry.shortCutIcon),
      appleTouchIcon: this.fileUrl(entry.appleTouchIcon),
    }));
  }

  private fileUrl(file: string): string {
    if (/^(https?:)?\/\//i.test(file) || file.startsWith('/')) return file;
    return `${this.apiBaseUrl.replace(/\/+$/, '')}/manifests/${encodeURIComponent(file)}`;
  }
}
