import { judgeInquiryRate, type InquiryRateVerdict } from '../customer-inquiry/customer-inquiry';
/**
 * A password link: a single-use link e-mailed to a user to set a password of their own, after asking to reset it
 * (forgotten password) or after an administrator chose "Generate password". The administrator never sees the
 * password. A link is usable once and only until it expires; a newer link for the same user replaces older ones.
 */

/** How long a link asked for on the sign-in page stays usable: one hour, short because anyone may ask for one. */
export const RESET_LINK_LIFETIME_MS = 60 * 60_000;
/** How long a link an administrator sends stays usable: three days, as a new user may not read mail at once. */
export const ADMINISTRATOR_LINK_LIFETIME_MS = 3 * 24 * 60 * 60_000;

export type PasswordLinkPurpose = 'reset' | 'administrator';

export interface PasswordLinkFacts {
  expiresAt: Date;
  usedAt: Date | null;
  replacedAt: Date | null;
}

export type PasswordLinkState = 'usable' | 'used' | 'expired' | 'replaced';

/** When a link made at `issuedAt` for this purpose expires. */
export function passwordLinkExpiry(purpose: PasswordLinkPurpose, issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + (purpose === 'reset' ? RESET_LINK_LIFETIME_MS : ADMINISTRATOR_LINK_LIFETIME_MS));
}

/** The state of a link at `now`: used first, then replaced, then expired (the expiry instant itself is too late). */
export function passwordLinkState(link: PasswordLinkFacts, now: Date): PasswordLinkState {
  if (link.usedAt) return 'used';
  if (link.replacedAt) return 'replaced';
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired';
  return 'usable';
}

/**
 * How many password-reset requests one client address may make: a person who mistyped asks again once or twice;
 * more within a quarter of an hour is a script filling someone's mailbox or probing for accounts.
 */
export const PASSWORD_RESET_RATE_LIMIT = { maxPerWindow: 5, windowMs: 15 * 60_000 } as const;

/**
 * Whether another reset request from a client address is taken at `nowMs`, given the instants (epoch milliseconds)
 * of its earlier accepted requests; the same sliding window the customer inquiry counts by.
 */
export function judgePasswordResetRate(earlier: readonly number[], nowMs: number): InquiryRateVerdict {
  return judgeInquiryRate(earlier, nowMs, PASSWORD_RESET_RATE_LIMIT);
}
