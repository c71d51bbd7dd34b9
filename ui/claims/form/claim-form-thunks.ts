import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ClaimChange, ClaimChangeOutcome, ClaimToEdit, UploadProgress } from '../../../application/portal/claims/claim-filing-ports';
import type { PortalUseCases } from '../../../application/portal/portal-use-cases';
import type { ClaimDraftFacts } from '../../../domain/claims/claim-draft';
import type { ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { Result } from '../../../domain/shared/result';
import type { RootState } from '../../store/store';

type UseCaseThunk<T> = ThunkAction<T, RootState, PortalUseCases, UnknownAction>;

export function claimFileChosen(slot: ClaimFileSlot, file: File): UseCaseThunk<Promise<Result<File>>> {
  return (_dispatch, _getState, { chooseClaimFile }) => chooseClaimFile(slot, file);
}

export function claimFiled(change: ClaimChange, facts: ClaimDraftFacts, onProgress: (progress: UploadProgress) => void, before?: ClaimToEdit): UseCaseThunk<Promise<ClaimChangeOutcome>> {
  return (_dispatch, _getState, { fileClaim }) => fileClaim(change, facts, onProgress, before);
}
