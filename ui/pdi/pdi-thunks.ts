import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Pdi, PdiChangeOutcome, PdiChecklistItem } from '../../application/portal/pdi/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { PdiDraft } from '../../domain/pdi/inspection';
import { PDI_LIST, pdiApi } from './pdi-api';

type CacheThunk<T> = ThunkAction<T, Parameters<typeof pdiApi.util.selectCachedArgsForQuery>[0], PortalUseCases, UnknownAction>;

/** Runs a change and, whatever its outcome, loads the lists again: another user of the dealer may have changed them too. */
function changeThunk(run: (useCases: PortalUseCases) => Promise<PdiChangeOutcome>): CacheThunk<Promise<PdiChangeOutcome>> {
  return async (dispatch, _getState, useCases) => {
    const outcome = await run(useCases);
    dispatch(pdiApi.util.invalidateTags([PDI_LIST]));
    return outcome;
  };
}

export function pdiSaved(draft: PdiDraft, checklist: readonly PdiChecklistItem[], id?: string): CacheThunk<Promise<PdiChangeOutcome>> {
  return changeThunk(({ savePdi }) => savePdi(draft, checklist, id));
}

export function pdiDeletedOrRestored(pdi: Pdi, deleted: boolean): CacheThunk<Promise<PdiChangeOutcome>> {
  return changeThunk(({ setPdiDeleted }) => setPdiDeleted(pdi, deleted));
}
