import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { VisitForm, VisitFormChange, VisitFormChangeOutcome } from '../../application/portal/visit-forms/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { VisitFormKind } from '../../domain/visit-forms/visit-form';
import { VISIT_FORMS, visitFormApi } from './visit-form-api';

type CacheThunk<T> = ThunkAction<T, Parameters<typeof visitFormApi.util.selectCachedArgsForQuery>[0], PortalUseCases, UnknownAction>;

function changeThunk(run: (useCases: PortalUseCases) => Promise<VisitFormChangeOutcome>): CacheThunk<Promise<VisitFormChangeOutcome>> {
  return async (dispatch, _getState, useCases) => {
    const outcome = await run(useCases);
    if (outcome.ok) dispatch(visitFormApi.util.invalidateTags([VISIT_FORMS]));
    return outcome;
  };
}

export function visitFormSaved(kind: VisitFormKind, change: VisitFormChange, before?: VisitForm): CacheThunk<Promise<VisitFormChangeOutcome>> {
  return changeThunk(({ saveVisitForm }) => saveVisitForm(kind, change, before));
}

export function visitFormDeleted(form: VisitForm): CacheThunk<Promise<VisitFormChangeOutcome>> {
  return changeThunk(({ deleteVisitForm }) => deleteVisitForm(form));
}
