import { vi } from 'vitest';
import type { ClaimRecordsUseCases } from '../../../application/portal/claims/claim-records-use-cases';

/** This area's use-cases as spies: every change refused as not answered. */
export function fakeClaimRecordsUseCases(): ClaimRecordsUseCases {
  const failed = (message: string) => async () => ({ ok: false as const, error: [{ field: [], message, values: {} }] });
  return {
    moveClaimStatus: vi.fn<ClaimRecordsUseCases['moveClaimStatus']>(failed('failed_update_claim_status')),
    commentOnClaim: vi.fn<ClaimRecordsUseCases['commentOnClaim']>(failed('failed_claim_comment')),
    addClaimDocument: vi.fn<ClaimRecordsUseCases['addClaimDocument']>(failed('failed_add_claim_document')),
    deleteClaimDocument: vi.fn<ClaimRecordsUseCases['deleteClaimDocument']>(failed('failed_delete_claim_document')),
  };
}
