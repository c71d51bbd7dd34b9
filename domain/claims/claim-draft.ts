import { email } from '../forms/field-rules';
import { ok, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';
import type { ClaimFileSlot } from './claim-files';
import type { ClaimProductCategory } from './claim-workflow';

/**
 * A warranty claim as a dealer files it (spec 002 §3, §5). A bike claim is about one frame: it needs the purchase
 * invoice, a photo of the full bike (photo1), one of the serial number (photo2) and at least one of the issue
 * (photo3 to photo6). A parts (PAA) claim needs one photo of the issue (any photo slot). When the consumer's
 * contact is filled in, their ID card is needed too.
 */
export interface ClaimDraft {
  kind: ClaimProductCategory;
  articleCode: string;
  /** The bike's frame number; required for a bike claim, optional for a part. */
  frameNumber: string;
  qty: number;
  problemIds: readonly string[];
  customerNotes: string;
  consumer: ClaimConsumer;
  /** The slots that hold a file: stored before, or sent with this request. */
  attached: readonly ClaimFileSlot[];
}

/** The bike's owner, when the dealer files the claim for a consumer. */
export interface ClaimConsumer {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** What the service looked up about the article and the frame; a fact left out is not checked (the browser's pre-check). */
export interface ClaimDraftFacts {
  /** The article's category and brand; null when there is no such article. */
  article?: { category: ClaimProductCategory; brand: string } | null;
  /** The frame's brand and whether the brand warrants it; null when no such frame is registered. */
  frame?: { brand: string; ownBrand: boolean } | null;
  /** Whether another claim of this frame is still open. */
  frameAlreadyReported?: boolean;
  /** Whether the host asks for at least one problem (host config claimProblemRequired). */
  problemRequired?: boolean;
}

/** Frames carry at most 30 characters. */
export const CLAIM_FRAME_NUMBER_MAX_LENGTH = 30;
export const CLAIM_ARTICLE_CODE_MAX_LENGTH = 40;
export const CLAIM_NOTES_MAX_LENGTH = 2000;
export const CLAIM_CONSUMER_FIELD_MAX_LENGTH = 200;
/** The most parts one PAA claim covers. */
export const CLAIM_QTY_MAX = 99;
/** The most problems one claim names. */
export const CLAIM_PROBLEMS_MAX = 10;

/** Whether any consumer field is filled in. */
export function consumerFilled(consumer: ClaimConsumer): boolean {
  return Object.values(consumer).some((value) => value.trim() !== '');
}

function photoErrors(draft: ClaimDraft): UserError[] {
  const has = (slot: ClaimFileSlot) => draft.attached.includes(slot);
  const errors: UserError[] = [];
  if (draft.kind === 'bike') {
    if (!has('invoice')) errors.push(userError('invoice', 'claim_invoice_photo_required'));
    if (!has('photo1')) errors.push(userError('photo1', 'claim_full_bike_photo_required'));
    if (!has('photo2')) errors.push(userError('photo2', 'claim_serial_number_photo_required'));
    if (!['photo3', 'photo4', 'photo5', 'photo6'].some((slot) => has(slot as ClaimFileSlot))) errors.push(userError('photo3', 'claim_issue_photo_required'));
  } else if (!['photo1', 'photo2', 'photo3', 'photo4', 'photo5', 'photo6'].some((slot) => has(slot as ClaimFileSlot))) {
    errors.push(userError('photo1', 'claim_one_issue_photo_required'));
  }
  if (consumerFilled(draft.consumer) && !has('idCard')) errors.push(userError('idCard', 'claim_id_card_required'));
  return errors;
}

function fieldErrors(draft: ClaimDraft, facts: ClaimDraftFacts): UserError[] {
  const errors: UserError[] = [];
  const articleCode = draft.articleCode.trim();
  if (articleCode === '') errors.push(userError('articleCode', 'required'));
  else if (articleCode.length > CLAIM_ARTICLE_CODE_MAX_LENGTH || facts.article === null) errors.push(userError('articleCode', 'article_not_found'));
  else if (draft.kind === 'paa' && facts.article?.category === 'bike') errors.push(userError('articleCode', 'claim_article_is_bike'));
  const frameNumber = draft.frameNumber.trim();
  if (frameNumber.length > CLAIM_FRAME_NUMBER_MAX_LENGTH) errors.push(userError('frameNumber', 'claim_frame_number_too_long', { max: CLAIM_FRAME_NUMBER_MAX_LENGTH }));
  else if (frameNumber === '' && draft.kind === 'bike') errors.push(userError('frameNumber', 'required'));
  else if (frameNumber !== '' && facts.frame === null) errors.push(userError('frameNumber', 'frame_not_found'));
  else if (frameNumber !== '' && facts.frame && !facts.frame.ownBrand) errors.push(userError('frameNumber', 'claim_frame_not_own_brand', { brand: facts.frame.brand }));
  else if (frameNumber !== '' && facts.frameAlreadyReported) errors.push(userError('frameNumber', 'frame_already_reported'));
  if (draft.kind === 'paa' && !(Number.isInteger(draft.qty) && draft.qty >= 1 && draft.qty <= CLAIM_QTY_MAX)) errors.push(userError('qty', 'claim_qty_invalid', { max: CLAIM_QTY_MAX }));
  if (draft.problemIds.length > CLAIM_PROBLEMS_MAX) errors.push(userError('problemIds', 'claim_too_many_problems', { max: CLAIM_PROBLEMS_MAX }));
  else if (facts.problemRequired && draft.problemIds.length === 0) errors.push(userError('problemIds', 'select_at_least_one'));
  if (draft.customerNotes.trim().length > CLAIM_NOTES_MAX_LENGTH) errors.push(userError('customerNotes', 'max_characters', { max: CLAIM_NOTES_MAX_LENGTH }));
  for (const [field, value] of Object.entries(draft.consumer)) {
    if (value.trim().length > CLAIM_CONSUMER_FIELD_MAX_LENGTH) errors.push(userError(['consumer', field], 'max_characters', { max: CLAIM_CONSUMER_FIELD_MAX_LENGTH }));
  }
  if (draft.consumer.email.trim() !== '' && email(draft.consumer.email.trim())) errors.push(userError(['consumer', 'email'], 'valid_email'));
  return errors;
}

/**
 * Checks a claim against spec 002 §5 and answers it trimmed (a bike claim always covers one bike). Every broken
 * rule is named, fields first, then the missing files.
 */
export function checkClaimDraft(draft: ClaimDraft, facts: ClaimDraftFacts = {}): Result<ClaimDraft> {
  const errors = [...fieldErrors(draft, facts), ...photoErrors(draft)];
  if (errors.length > 0) return { ok: false, error: errors };
  const trim = (value: string) => value.trim();
  return ok({
    ...draft,
    articleCode: trim(draft.articleCode),
    frameNumber: trim(draft.frameNumber),
    qty: draft.kind === 'bike' ? 1 : draft.qty,
    problemIds: [...new Set(draft.problemIds)],
    customerNotes: trim(draft.customerNotes),
    consumer: { name: trim(draft.consumer.name), phone: trim(draft.consumer.phone), email: trim(draft.consumer.email), address: trim(draft.consumer.address) },
  });
}
