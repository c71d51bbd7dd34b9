import type { HostConfig } from '../../../domain/config/host-config';

/** One entry of /manifests/mappingManifest.json: the manifest and icons of the hosts named in `domains`. */
export interface ManifestMappingEntry {
  domains: string[];
  manifest: string;
  shortCutIcon: string;
  appleTouchIcon: string;
}

/** The files of one host under /manifests/, by kind. */
export type ManifestFile = { kind: 'manifest' | 'shortCutIcon' | 'appleTouchIcon'; config: HostConfig };

/** The part of a file name that stands for a host: its name with every character but letters and digits as a dash. */
export function hostSlug(host: string): string {
  return host.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The names, under /manifests/, of a host's web manifest and icons. */
export function manifestFileNames(host: string): Omit<ManifestMappingEntry, 'domains'> {
  const slug = hostSlug(host);
  return { manifest: `manifest-${slug}.json`, shortCutIcon: `icon-${slug}.svg`, appleTouchIcon: `apple-touch-icon-${slug}.png` };
}

/** The manifest mapping: one entry per configured host, naming the files the portal links for it. */
export function manifestMapping(configs: readonly HostConfig[]): ManifestMappingEntry[] {
  return configs.map((config) => ({ domains: [config.host], ...manifestFileNames(config.host) }));
}

/** Which host file a name under /manifests/ stands for, or undefined when it names none. */
export function findManifestFile(configs: readonly HostConfig[], fileName: string): ManifestFile | undefined {
  for (const config of configs) {
    const names = manifestFileNames(config.host);
    for (const kind of ['manifest', 'shortCutIcon', 'appleTouchIcon'] as const) {
      if (names[kind] === fileName) return { kind, config };
    }
  }
  return undefined;
}

/** The web app manifest of a host (W3C Web Application Manifest), built from its configuration. */
export function webManifest(config: HostConfig) {
  const names = manifestFileNames(config.host);
  return {
    name: config.webTitle,
    short_name: config.brandName,
    description: config.webDescription,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: config.primaryColor,
    background_color: '#ffffff',
    icons: [
      { src: `/manifests/${names.shortCutIcon}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: `/manifests/${names.appleTouchIcon}`, sizes: '180x180', type: 'image/png', purpose: 'any' },
    ],
  };
}
