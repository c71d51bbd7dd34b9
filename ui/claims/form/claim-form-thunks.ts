import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ClaimChange, ClaimChangeOutcome, ClaimToEdit, UploadProgress } from '../../../application/portal/claims/claim-filing-ports';
import type { PortalUseCases } from '../../../application/portal/portal-use-cases';
import type { ClaimDraftFacts } from '../../../domain/claims/claim-draft';
import type { ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { Result } from '../../../domain/shared/result';
import type { RootState } from '../../store/store';
import { CLAIM_LIST, claimsApi } from '../claims-api';

type UseCaseThunk<T> = ThunkAction<T, RootState, PortalUseCases, UnknownAction>;

export function claimFileChosen(slot: ClaimFileSlot, file: File): UseCaseThunk<Promise<Result<File>>> {
  return (_dispatch, _getState, { chooseClaimFile }) => chooseClaimFile(slot, file);
}

/** Files or changes a claim; the cached lists and the claim's page are read again so they show what was filed. */
export function claimFiled(change: ClaimChange, facts: ClaimDraftFacts, onProgress: (progress: UploadProgress) => void, before?: ClaimToEdit): UseCaseThunk<Promise<ClaimChangeOutcome>> {
  return async (dispatch, _getState, { fileClaim }) => {
    const outcome = await fileClaim(change, facts, onProgress, before);
    const id = outcome.ok ? outcome.value.id : before?.id;
    dispatch(claimsApi.util.invalidateTags(id === undefined ? [CLAIM_LIST] : [CLAIM_LIST, { type: 'Claims', id }]));
    return outcome;
  };
}
