import { vi } from 'vitest';
import type { ClaimFilingUseCases } from '../../../../application/portal/claims/claim-filing-use-cases';

/** The claim form's use-cases as spies: every claim refused as not answered. */
export function fakeClaimFilingUseCases(): ClaimFilingUseCases {
  return {
    chooseClaimFile: vi.fn<ClaimFilingUseCases['chooseClaimFile']>(async (_slot, file) => ({ ok: true, value: file })),
    fileClaim: vi.fn<ClaimFilingUseCases['fileClaim']>(async () => ({ ok: false, error: [{ field: [], message: 'failed_save_claim', values: {} }] })),
  };
}
