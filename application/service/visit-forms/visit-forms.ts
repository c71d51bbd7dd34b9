import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import { checkVisitForm, VISIT_PHOTO_SLOTS, withoutUnifiedCustomerCode, type VisitFormDraft, type VisitFormKind, type VisitPhotoSlot, type VisitPhotoState } from '../../../domain/visit-forms/visit-form';
import { VISIT_QUESTION_LISTS, type VisitQuestionLists } from '../../../domain/visit-forms/visit-questions';
import type { Principal } from '../auth/ports';
import type { UserProfileRepository } from '../auth/current-user';
import type { UploadedFile } from '../payments/payment-documents';
import type { Clock } from '../shared/ports';
import type { VisitCustomer, VisitFormRecord, VisitFormRepository } from './ports';
import { removeVisitPhotos, storeVisitPhoto, type VisitPhotoDeps } from './visit-form-photos';

export type VisitFormDeps = VisitPhotoDeps & { profiles: Pick<UserProfileRepository, 'areas'>; visitForms: VisitFormRepository; clock: Clock };

/** The most visit forms one page of the list holds. */
export const VISIT_FORM_PAGE_LIMIT_MAX = 100;
/** The most customers the form's customer search answers. */
export const VISIT_CUSTOMER_SEARCH_LIMIT = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sales organisations in which the user files visit forms of a kind: those of their user areas set to that kind.
 * A salesman sees and writes the visits of these organisations' customers only.
 */
async function visitSorgs(deps: Pick<VisitFormDeps, 'profiles'>, principal: Principal, kind: VisitFormKind): Promise<string[]> {
  return (await deps.profiles.areas(principal.userId)).filter((area) => area.formVisit === kind).map((area) => area.sorg);
}

/** The answers the form offers for its choice questions. */
export function visitQuestionLists(kind: VisitFormKind): VisitQuestionLists {
  return VISIT_QUESTION_LISTS[kind];
}

/** Customers of the user's areas of this kind whose code or name holds the search, for the form's customer choice. */
export async function visitCustomers(deps: VisitFormDeps, principal: Principal, kind: VisitFormKind, search: string): Promise<VisitCustomer[]> {
  const sorgs = await visitSorgs(deps, principal, kind);
  return sorgs.length === 0 ? [] : deps.visitForms.customers(sorgs, withoutUnifiedCustomerCode(search).slice(0, 100), VISIT_CUSTOMER_SEARCH_LIMIT);
}

/** One page of the visit forms of a kind of the customers of the user's areas, newest first. */
export async function visitFormPage(
  deps: VisitFormDeps,
  principal: Principal,
  request: { kind: VisitFormKind; page: number; limit: number; custCode?: string | null },
): Promise<Result<{ items: VisitFormRecord[]; total: number }, 'invalid_paging'>> {
  const pagingValid = Number.isInteger(request.page) && request.page >= 1 && Number.isInteger(request.limit) && request.limit >= 1 && request.limit <= VISIT_FORM_PAGE_LIMIT_MAX;
  if (!pagingValid) return err('invalid_paging');
  const sorgs = await visitSorgs(deps, principal, request.kind);
  if (sorgs.length === 0) return ok({ items: [], total: 0 });
  const custCode = request.custCode ? withoutUnifiedCustomerCode(request.custCode) : null;
  return ok(await deps.visitForms.list({ kind: request.kind, sorgs, custCode: custCode || null, page: request.page, limit: request.limit }));
}

/** One visit form of a customer of the user's areas; any other is not found. */
export async function visitForm(deps: VisitFormDeps, principal: Principal, kind: VisitFormKind, id: string): Promise<VisitFormRecord | undefined> {
  if (!UUID.test(id.trim())) return undefined;
  const sorgs = await visitSorgs(deps, principal, kind);
  return sorgs.length === 0 ? undefined : deps.visitForms.find(kind, id.trim(), sorgs);
}

/** A form as sent: the answers, the new photos by slot, and for a change the slots whose photo is taken out. */
export interface VisitFormSubmission {
  draft: VisitFormDraft;
  files: Partial<Record<VisitPhotoSlot, UploadedFile>>;
  removedPhotos?: readonly VisitPhotoSlot[];
}

/** The photo slots as the rule sees them: kept from before unless taken out or replaced, and the new ones with their sizes. */
function photoStates(kept: Partial<Record<VisitPhotoSlot, string>>, submission: VisitFormSubmission): Partial<Record<VisitPhotoSlot, VisitPhotoState>> {
  const states: Partial<Record<VisitPhotoSlot, VisitPhotoState>> = {};
  for (const slot of VISIT_PHOTO_SLOTS) {
    const file = submission.files[slot];
    if (file) states[slot] = { kept: false, size: file.size };
    else if (kept[slot] && !submission.removedPhotos?.includes(slot)) states[slot] = { kept: true };
  }
  return states;
}

/**
 * Checks the form and its customer, stores the new photos, then hands the form to `save`; photos stored for a form
 * that is then refused or not saved are removed again, and the photos a saved change replaced or took out go too.
 */
async function saveWithPhotos(
  deps: VisitFormDeps,
  principal: Principal,
  kind: VisitFormKind,
  before: VisitFormRecord | undefined,
  submission: VisitFormSubmission,
  save: (fields: { customer: VisitCustomer; photos: Partial<Record<VisitPhotoSlot, string>>; draft: VisitFormDraft }) => Promise<VisitFormRecord | undefined>,
): Promise<Result<VisitFormRecord>> {
  const kept = before?.photos ?? {};
  const checked = checkVisitForm(submission.draft, photoStates(kept, submission));
  if (!checked.ok) return checked;
  const sorgs = await visitSorgs(deps, principal, kind);
  const customer = await deps.visitForms.customerWithin(withoutUnifiedCustomerCode(checked.value.custCode), sorgs);
  if (!customer) return refused(userError('custCode', 'visit_form_customer_outside_areas'));
  const stored: Partial<Record<VisitPhotoSlot, string>> = {};
  const refusals: UserError[] = [];
  for (const slot of VISIT_PHOTO_SLOTS) {
    const file = submission.files[slot];
    if (!file) continue;
    const photo = await storeVisitPhoto(deps, slot, file);
    if (photo.ok) stored[slot] = photo.value;
    else refusals.push(...photo.error);
  }
  if (refusals.length > 0) {
    await removeVisitPhotos(deps.files, Object.values(stored));
    return refused(...refusals);
  }
  const photos: Partial<Record<VisitPhotoSlot, string>> = {};
  for (const slot of VISIT_PHOTO_SLOTS) {
    const name = stored[slot] ?? (submission.removedPhotos?.includes(slot) ? undefined : kept[slot]);
    if (name) photos[slot] = name;
  }
  let saved: VisitFormRecord | undefined;
  try {
    saved = await save({ customer, photos, draft: checked.value });
  } catch (error) {
    await removeVisitPhotos(deps.files, Object.values(stored));
    throw error;
  }
  if (!saved) {
    await removeVisitPhotos(deps.files, Object.values(stored));
    return refused(userError('id', 'visit_form_not_found'));
  }
  const keptNow = new Set(Object.values(photos));
  await removeVisitPhotos(deps.files, Object.values(kept).filter((name) => !keptNow.has(name)));
  return ok(saved);
}

function fieldsOf(draft: VisitFormDraft, photos: Partial<Record<VisitPhotoSlot, string>>) {
  const { custCode: _code, ...answers } = draft;
  return { ...answers, seriesList: [...draft.seriesList], equipment: [...draft.equipment], photos };
}

/** Files a visit form for a customer of the user's areas of this kind. */
export function createVisitForm(deps: VisitFormDeps, principal: Principal, kind: VisitFormKind, submission: VisitFormSubmission): Promise<Result<VisitFormRecord>> {
  return saveWithPhotos(deps, principal, kind, undefined, { ...submission, removedPhotos: [] }, ({ customer, photos, draft }) =>
    deps.visitForms.create({ ...fieldsOf(draft, photos), kind, customerId: customer.id, recordedByUserId: principal.userId, at: deps.clock.now() }),
  );
}

/** Changes a visit form of a customer of the user's areas; the customer it moves to must be one of them too. */
export async function updateVisitForm(deps: VisitFormDeps, principal: Principal, kind: VisitFormKind, id: string, submission: VisitFormSubmission): Promise<Result<VisitFormRecord>> {
  const before = await visitForm(deps, principal, kind, id);
  if (!before) return refused(userError('id', 'visit_form_not_found'));
  return saveWithPhotos(deps, principal, kind, before, submission, ({ customer, photos, draft }) =>
    deps.visitForms.update(before.id, { ...fieldsOf(draft, photos), customerId: customer.id, at: deps.clock.now() }),
  );
}

/** Deletes a visit form of a customer of the user's areas, and its photos. */
export async function deleteVisitForm(deps: VisitFormDeps, principal: Principal, kind: VisitFormKind, id: string): Promise<Result<VisitFormRecord>> {
  const found = await visitForm(deps, principal, kind, id);
  if (!found || !(await deps.visitForms.remove(found.id))) return refused(userError('id', 'visit_form_not_found'));
  await removeVisitPhotos(deps.files, Object.values(found.photos));
  return ok(found);
}
