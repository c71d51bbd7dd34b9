import { describe, expect, it } from 'vitest';
import { allowedNextStatuses, checkClaimStatusChange, claimCustomerCategoryOf, claimEditableBy, type ClaimCapability } from './claim-workflow';

const capabilities: ClaimCapability[] = [
  { productCategory: 'bike', custCategory: 'dealer', fromStatusId: 'draft', toStatusId: 'submitted' },
  { productCategory: 'bike', custCategory: 'reviewer', fromStatusId: 'submitted', toStatusId: 'in_review' },
  { productCategory: 'bike', custCategory: 'reviewer', fromStatusId: 'in_review', toStatusId: 'rejected' },
  { productCategory: 'bike', custCategory: 'reviewer', fromStatusId: 'in_review', toStatusId: 'approved' },
];
const rejected = { id: 'rejected', needsReason: true };
const move = { productCategory: 'bike', custCategory: 'reviewer', fromStatusId: 'in_review', toStatusId: 'rejected' } as const;

describe('moving a claim through the workflow', () => {
  it('lists the moves the capabilities allow this user from the current status', () => {
    expect(allowedNextStatuses(capabilities, { productCategory: 'bike', custCategory: 'reviewer', fromStatusId: 'in_review' })).toEqual(['rejected', 'approved']);
    expect(allowedNextStatuses(capabilities, { productCategory: 'bike', custCategory: 'dealer', fromStatusId: 'in_review' })).toEqual([]);
    expect(allowedNextStatuses(capabilities, { productCategory: 'paa', custCategory: 'reviewer', fromStatusId: 'submitted' })).toEqual([]);
  });

  it('refuses a move the capabilities do not hold', () => {
    expect(checkClaimStatusChange(capabilities, { id: 'approved', needsReason: false }, { ...move, custCategory: 'dealer', toStatusId: 'approved' }, null)).toEqual({ ok: false, error: 'claim_status_move_not_allowed' });
    expect(checkClaimStatusChange(capabilities, undefined, move, 'x')).toEqual({ ok: false, error: 'claim_status_move_not_allowed' });
  });

  it('needs a reason to reject, and keeps it trimmed', () => {
    expect(checkClaimStatusChange(capabilities, rejected, move, '  ')).toEqual({ ok: false, error: 'claim_reason_required' });
    expect(checkClaimStatusChange(capabilities, rejected, move, ' Crash damage ')).toEqual({ ok: true, value: { reason: 'Crash damage' } });
    expect(checkClaimStatusChange(capabilities, { id: 'approved', needsReason: false }, { ...move, toStatusId: 'approved' }, '')).toEqual({ ok: true, value: { reason: null } });
  });

  it('knows a reviewer by the review scope, anyone else as a dealer', () => {
    expect(claimCustomerCategoryOf(['page.claim', 'claim.review'])).toBe('reviewer');
    expect(claimCustomerCategoryOf(['page.claim'])).toBe('dealer');
  });

  it('lets the dealer change a claim only while it is open, and a reviewer never', () => {
    expect(claimEditableBy('dealer', 'open')).toBe(true);
    expect(claimEditableBy('dealer', 'review')).toBe(false);
    expect(claimEditableBy('dealer', 'closed')).toBe(false);
    expect(claimEditableBy('dealer', undefined)).toBe(false);
    expect(claimEditableBy('reviewer', 'open')).toBe(false);
  });
});
