import type { HostConfig } from '../config/host-config';

/**
 * Whether the host name contains one of the fragments the host excludes under CUSTOM_URL_TO_HIDE_NEW_INQUIRY (the
 * feature on): such hosts neither show the Preview Pages button nor take new-customer inquiries.
 */
export function hostHidesNewInquiry(config: Pick<HostConfig, 'newInquiryHiddenHostFragments'> & { features: readonly string[] }, hostname: string): boolean {
  if (!config.features.includes('CUSTOM_URL_TO_HIDE_NEW_INQUIRY')) return false;
  const host = hostname.toLowerCase();
  return config.newInquiryHiddenHostFragments.some((fragment) => fragment !== '' && host.includes(fragment.toLowerCase()));
}

/**
 * Whether the top bar offers the Preview Pages button: the host allows it and names a preview site, and the
 * host name does not hide the new-customer inquiry.
 */
export function previewPagesShown(
  config: Pick<HostConfig, 'allowPreviewPage' | 'previewPageUrl' | 'newInquiryHiddenHostFragments'> & { features: readonly string[] },
  hostname: string,
): boolean {
  if (!config.allowPreviewPage || !config.previewPageUrl) return false;
  return !hostHidesNewInquiry(config, hostname);
}
