import { err, ok, type Result } from '../shared/result';

/**
 * The warranty workflow. A claim moves from status to status; which moves a user may make depends on the claim's
 * product category (a bike or a part), the user's customer category (a dealer filing its own claims, or the
 * brand's warranty reviewers) and the status it leaves and the one it enters. The statuses and these capabilities
 * are data the service keeps (spec 002 §4); this rule decides a move from them, in the browser and on the server.
 */

/** Whether the claim is about a whole bike or about parts and accessories (PAA). */
export const CLAIM_PRODUCT_CATEGORIES = ['bike', 'paa'] as const;
export type ClaimProductCategory = (typeof CLAIM_PRODUCT_CATEGORIES)[number];

/** Who moves a claim: the dealer who filed it, or the brand's warranty reviewers. */
export const CLAIM_CUSTOMER_CATEGORIES = ['dealer', 'reviewer'] as const;
export type ClaimCustomerCategory = (typeof CLAIM_CUSTOMER_CATEGORIES)[number];

/** A status a claim can be in, as the service lists it. `needsReason`: entering it needs a reason (a rejection). */
export interface ClaimStatus {
  id: string;
  description: string;
  /** Where the status stands: still with the dealer (open), with the reviewers (review) or decided (closed). */
  category: 'open' | 'review' | 'closed';
  needsReason: boolean;
  /** Entering it records the claim as no warranty case. */
  notAWarranty: boolean;
}

/** One allowed move: in this product and customer category, from one status to another. */
export interface ClaimCapability {
  productCategory: ClaimProductCategory;
  custCategory: ClaimCustomerCategory;
  fromStatusId: string;
  toStatusId: string;
}

export interface ClaimMove {
  productCategory: ClaimProductCategory;
  custCategory: ClaimCustomerCategory;
  fromStatusId: string;
  toStatusId: string;
}

/** The scope of the brand's warranty reviewers: they work every dealer's claims. */
export const CLAIM_REVIEW_SCOPE = 'claim.review';

/** Who a user is in the workflow: a reviewer by the review scope, else the dealer filing its own claims. */
export function claimCustomerCategoryOf(scopes: readonly string[]): ClaimCustomerCategory {
  return scopes.includes(CLAIM_REVIEW_SCOPE) ? 'reviewer' : 'dealer';
}

/** Whether this user may still change a claim's fields and files: its dealer, while the claim is with the dealer (open). */
export function claimEditableBy(custCategory: ClaimCustomerCategory, statusCategory: ClaimStatus['category'] | undefined): boolean {
  return custCategory === 'dealer' && statusCategory === 'open';
}

/** The longest reason a status change keeps. */
export const CLAIM_REASON_MAX_LENGTH = 1000;

/** The statuses this user may move the claim to from its current status, in the order the capabilities list them. */
export function allowedNextStatuses(capabilities: readonly ClaimCapability[], from: Omit<ClaimMove, 'toStatusId'>): string[] {
  const next = capabilities
    .filter((capability) => capability.productCategory === from.productCategory && capability.custCategory === from.custCategory && capability.fromStatusId === from.fromStatusId)
    .map((capability) => capability.toStatusId)
    .filter((to) => to !== from.fromStatusId);
  return [...new Set(next)];
}

/**
 * Checks a status change: the move must be one the capabilities allow (`claim_status_move_not_allowed`), and a
 * target that needs a reason (a rejection, not a warranty case) needs one that is not blank
 * (`claim_reason_required`) nor longer than {@link CLAIM_REASON_MAX_LENGTH} (`claim_reason_too_long`). Answers the
 * trimmed reason, null when none was given.
 */
export function checkClaimStatusChange(
  capabilities: readonly ClaimCapability[],
  target: Pick<ClaimStatus, 'id' | 'needsReason'> | undefined,
  move: ClaimMove,
  reason: string | null | undefined,
): Result<{ reason: string | null }, 'claim_status_move_not_allowed' | 'claim_reason_required' | 'claim_reason_too_long'> {
  if (!target || target.id !== move.toStatusId || !allowedNextStatuses(capabilities, move).includes(move.toStatusId)) return err('claim_status_move_not_allowed');
  const trimmed = (reason ?? '').trim();
  if (target.needsReason && trimmed === '') return err('claim_reason_required');
  if (trimmed.length > CLAIM_REASON_MAX_LENGTH) return err('claim_reason_too_long');
  return ok({ reason: trimmed === '' ? null : trimmed });
}
