/** One entry of the web manifest mapping: the manifest and icons of the host names in `domains`. */
export interface ManifestMappingEntry {
  domains: string[];
  manifest: string;
  shortCutIcon: string;
  appleTouchIcon: string;
}

/** The mapping entry of the host the portal is served from: the first that lists the host name, in any case. */
export function manifestEntryFor<T extends Pick<ManifestMappingEntry, 'domains'>>(entries: readonly T[], hostname: string): T | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return undefined;
  return entries.find((entry) => entry.domains.some((domain) => domain.trim().toLowerCase().replace(/\.$/, '') === host));
}
