import { firstFailure, maxLength, notEmpty } from '../forms/field-rules';
import { ok, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/**
 * A pre-delivery inspection (PDI): before a dealer hands a new bike to its buyer, a mechanic goes through the
 * brand's checklist on that frame and records what each point needed. The record stays with the dealer; one that
 * was entered by mistake is deleted softly and can be restored.
 */

/** What a checklist point needed: nothing, an adjustment the mechanic made, or a fault that keeps the bike back. */
export const PDI_CHECK_RESULTS = ['pass', 'adjusted', 'fail'] as const;
export type PdiCheckResult = (typeof PDI_CHECK_RESULTS)[number];

/** A bike is ready to hand over when no point of its checklist failed. */
export type PdiOutcome = 'ready' | 'not_ready';

/** The longest frame number a frame carries (frames are stamped with at most 30 characters). */
export const PDI_FRAME_NUMBER_MAX_LENGTH = 30;
/** The longest article code, brand, merchandise or mechanic name. */
export const PDI_FIELD_MAX_LENGTH = 100;
/** The longest description of the inspection. */
export const PDI_DESCRIPTION_MAX_LENGTH = 1000;

export interface PdiCheck {
  itemId: string;
  result: PdiCheckResult;
}

/** An inspection as a mechanic fills it in. */
export interface PdiDraft {
  frameNumber: string;
  articleCode: string;
  description: string;
  brand: string;
  merchandise: string;
  mechanic: string;
  checks: readonly PdiCheck[];
}

/** The fields spec 002 §5 requires, each with the longest value it takes. */
const REQUIRED_FIELDS = [
  ['frameNumber', PDI_FRAME_NUMBER_MAX_LENGTH],
  ['articleCode', PDI_FIELD_MAX_LENGTH],
  ['description', PDI_DESCRIPTION_MAX_LENGTH],
  ['brand', PDI_FIELD_MAX_LENGTH],
  ['merchandise', PDI_FIELD_MAX_LENGTH],
  ['mechanic', PDI_FIELD_MAX_LENGTH],
] as const;

/**
 * Checks an inspection against the brand's checklist (`checklist`, the ids of its points in order) and answers it
 * trimmed, with its checks in the checklist's order. Every field is required (spec 002 §5) and bounded, and every
 * point of the brand's checklist is answered once: `pdi_checklist_incomplete` names a point left out,
 * `pdi_checklist_unknown_item` a point the brand does not have and `pdi_checklist_item_twice` a point answered again.
 */
export function checkPdiDraft(draft: PdiDraft, checklist: readonly string[]): Result<PdiDraft> {
  const errors: UserError[] = [];
  const trimmed = { ...draft };
  for (const [field, max] of REQUIRED_FIELDS) {
    const value = draft[field].trim();
    trimmed[field] = value;
    const failure = firstFailure(value, [notEmpty, maxLength(max)]);
    if (failure) errors.push(userError(field, failure.key, failure.values));
  }
  const answered = new Map<string, PdiCheckResult>();
  draft.checks.forEach((check, index) => {
    if (!checklist.includes(check.itemId)) errors.push(userError(['checks', String(index)], 'pdi_checklist_unknown_item'));
    else if (answered.has(check.itemId)) errors.push(userError(['checks', String(index)], 'pdi_checklist_item_twice'));
    else answered.set(check.itemId, check.result);
  });
  for (const itemId of checklist) if (!answered.has(itemId)) errors.push(userError(['checks', itemId], 'pdi_checklist_incomplete'));
  if (errors.length > 0) return { ok: false, error: errors };
  return ok({ ...trimmed, checks: checklist.map((itemId) => ({ itemId, result: answered.get(itemId)! })) });
}

/** Whether the inspected bike may be handed over: not when any point failed. */
export function pdiOutcome(checks: readonly PdiCheck[]): PdiOutcome {
  return checks.some((check) => check.result === 'fail') ? 'not_ready' : 'ready';
}
