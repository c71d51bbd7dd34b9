/** The reasons the credit service gives for a blocked company, each with its dictionary key. */
export const BLOCKED_REASONS = ['limit_exceeded', 'overdue_over_limit', 'oldest_ar_blocked', 'other_company_blocked'] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

/** The dictionary key for a blocked reason; any other value shows nothing. */
export function blockedReasonKey(reason: string | null | undefined): BlockedReason | null {
  // Stryker disable next-line StringLiteral: a missing reason only has to be some text that is no reason
  return (BLOCKED_REASONS as readonly string[]).includes(reason ?? '') ? (reason as BlockedReason) : null;
}

export type CreditColour = 'red' | 'green';

/**
 * The credit chip's colour, used only when the host shows blocked reasons: red when any company has a block
 * reason, else green; null when the display is off.
 */
export function creditColour(companies: readonly { reasonBlocked: string | null }[], blockedReasonDisplay: boolean): CreditColour | null {
  if (!blockedReasonDisplay) return null;
  return companies.some((company) => Boolean(company.reasonBlocked)) ? 'red' : 'green';
}

/** Whether the host says "Open to Buy" instead of "Balance" (hosts listed in configuration). */
export function usesOpenToBuyWording(hostname: string, creditWordingHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return creditWordingHosts.some((listed) => listed.toLowerCase() === host);
}
