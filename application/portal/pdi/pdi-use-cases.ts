import { checkPdiDraft, type PdiDraft } from '../../../domain/pdi/inspection';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Pdi, PdiChangeOutcome, PdiChecklistItem, PdiGateway } from './ports';

/**
 * Records a new inspection, or changes the one with `id`, once the domain agrees it is complete against the brand's
 * checklist (the service checks again); a refusal names the fields, and nothing is sent while one is wrong.
 */
export type SavePdi = (draft: PdiDraft, checklist: readonly PdiChecklistItem[], id?: string) => Promise<PdiChangeOutcome>;

/** Deletes an inspection softly, or restores a deleted one. */
export type SetPdiDeleted = (pdi: Pdi, deleted: boolean) => Promise<PdiChangeOutcome>;

export interface PdiUseCases {
  savePdi: SavePdi;
  setPdiDeleted: SetPdiDeleted;
}

/** A change the service did not answer, or refused without naming why, as the message the form shows. */
async function answered(failure: string, send: () => Promise<PdiChangeOutcome>): Promise<PdiChangeOutcome> {
  try {
    const outcome = await send();
    return outcome.ok || outcome.error.length > 0 ? outcome : refused(userError('', failure));
  } catch {
    return refused(userError('', failure));
  }
}

export function createPdiUseCases(ports: { pdi: PdiGateway }): PdiUseCases {
  return {
    savePdi: async (draft, checklist, id) => {
      const checked = checkPdiDraft(draft, checklist.map((item) => item.id));
      if (!checked.ok) return checked;
      return answered('failed_save_pdi', () => (id ? ports.pdi.update(id, checked.value) : ports.pdi.create(checked.value)));
    },
    setPdiDeleted: (pdi, deleted) => answered(deleted ? 'failed_delete_pdi' : 'failed_restore_pdi', () => ports.pdi.setDeleted(pdi.id, deleted)),
  };
}
