import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { checkVisitForm, VISIT_PHOTO_SLOTS, withoutUnifiedCustomerCode, type VisitFormKind, type VisitPhotoSlot, type VisitPhotoState } from '../../../domain/visit-forms/visit-form';
import type { VisitForm, VisitFormChange, VisitFormChangeOutcome, VisitFormGateway } from './ports';

/**
 * Stores a new visit form, or changes `before`, once the domain agrees it is complete (the service checks again):
 * the unified customer code is stripped first, and nothing is sent while a rule is broken.
 */
export type SaveVisitForm = (kind: VisitFormKind, change: VisitFormChange, before?: VisitForm) => Promise<VisitFormChangeOutcome>;
export type DeleteVisitForm = (form: VisitForm) => Promise<VisitFormChangeOutcome>;

export interface VisitFormUseCases {
  saveVisitForm: SaveVisitForm;
  deleteVisitForm: DeleteVisitForm;
}

async function answered(failure: string, send: () => Promise<VisitFormChangeOutcome>): Promise<VisitFormChangeOutcome> {
  try {
    const outcome = await send();
    return outcome.ok || outcome.error.length > 0 ? outcome : refused(userError('', failure));
  } catch {
    return refused(userError('', failure));
  }
}

function photoStates(change: VisitFormChange, before?: VisitForm): Partial<Record<VisitPhotoSlot, VisitPhotoState>> {
  const kept = new Set((before?.photos ?? []).map((photo) => photo.slot).filter((slot) => !change.removedPhotos.includes(slot)));
  const states: Partial<Record<VisitPhotoSlot, VisitPhotoState>> = {};
  for (const slot of VISIT_PHOTO_SLOTS) {
    const file = change.photos[slot];
    if (file) states[slot] = { kept: false, size: file.size };
    else if (kept.has(slot)) states[slot] = { kept: true };
  }
  return states;
}

export function createVisitFormUseCases(ports: { visitForms: VisitFormGateway }): VisitFormUseCases {
  return {
    saveVisitForm: async (kind, change, before) => {
      const draft = { ...change.draft, custCode: withoutUnifiedCustomerCode(change.draft.custCode) };
      const checked = checkVisitForm(draft, photoStates(change, before));
      if (!checked.ok) return checked;
      const sent = { ...change, draft: checked.value };
      return answered('failed_save_form_visit', () => (before ? ports.visitForms.update(kind, before.id, sent) : ports.visitForms.create(kind, sent)));
    },
    deleteVisitForm: (form) => answered('failed_delete_form_visit', () => ports.visitForms.remove(form.kind, form.id)),
  };
}
