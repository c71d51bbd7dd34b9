import type { HostConfig } from '../config/host-config';

/**
 * Whether the top bar offers the Preview Pages button: the host allows it and names a preview site, and the
 * host name does not contain one of the fragments the host excludes under CUSTOM_URL_TO_HIDE_NEW_INQUIRY.
 */
export function previewPagesShown(
  config: Pick<HostConfig, 'allowPreviewPage' | 'previewPageUrl' | 'newInquiryHiddenHostFragments'> & { features: readonly string[] },
  hostname: string,
): boolean {
  if (!config.allowPreviewPage || !config.previewPageUrl) return false;
  if (!config.features.includes('CUSTOM_URL_TO_HIDE_NEW_INQUIRY')) return true;
  const host = hostname.toLowerCase();
  return !config.newInquiryHiddenHostFragments.some((fragment) => fragment !== '' && host.includes(fragment.toLowerCase()));
}
