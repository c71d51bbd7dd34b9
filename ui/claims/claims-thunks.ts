import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ClaimRecord, ClaimWorkflow } from '../../application/portal/claims/claim-records-ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { ClaimCustomerCategory } from '../../domain/claims/claim-workflow';
import type { Result } from '../../domain/shared/result';
import { CLAIM_LIST, claimsApi } from './claims-api';

type CacheThunk<T> = ThunkAction<T, Parameters<typeof claimsApi.util.selectCachedArgsForQuery>[0], PortalUseCases, UnknownAction>;

/** Runs a change of a claim and, whatever its outcome, loads it and the lists again: another user may have moved it meanwhile. */
function changeThunk<T>(id: string, run: (useCases: PortalUseCases) => Promise<Result<T>>): CacheThunk<Promise<Result<T>>> {
  return async (dispatch, _getState, useCases) => {
    const outcome = await run(useCases);
    dispatch(claimsApi.util.invalidateTags([CLAIM_LIST, { type: 'Claims', id }]));
    return outcome;
  };
}

export function claimStatusMoved(claim: ClaimRecord, workflow: ClaimWorkflow, custCategory: ClaimCustomerCategory, newStatus: string, reason: string) {
  return changeThunk(claim.id, ({ moveClaimStatus }) => moveClaimStatus(claim, workflow, custCategory, newStatus, reason));
}

export function claimCommented(id: string, comment: string) {
  return changeThunk(id, ({ commentOnClaim }) => commentOnClaim(id, comment));
}

export function claimDocumentAdded(id: string, file: File) {
  return changeThunk(id, ({ addClaimDocument }) => addClaimDocument(id, file));
}

export function claimDocumentDeleted(id: string, slot: string) {
  return changeThunk(id, ({ deleteClaimDocument }) => deleteClaimDocument(id, slot));
}
