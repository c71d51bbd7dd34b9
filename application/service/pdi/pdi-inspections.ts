import { checkPdiDraft, pdiOutcome, type PdiDraft } from '../../../domain/pdi/inspection';
import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { Clock } from '../shared/ports';
import type { PdiChecklistItem, PdiRecord, PdiRepository } from './ports';

export interface PdiDeps {
  activeCustomers: ActiveCustomerRepository;
  pdi: PdiRepository;
  clock: Clock;
}

/** The most inspections one page of the list holds. */
export const PDI_PAGE_LIMIT_MAX = 100;
/** The longest search the list takes. */
export const PDI_SEARCH_MAX_LENGTH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PdiListRequest {
  page: number;
  limit: number;
  search?: string | null;
  deleted?: boolean | null;
}

/** The brands with a checklist, for the form's brand choice. */
export function pdiBrands(deps: Pick<PdiDeps, 'pdi'>): Promise<string[]> {
  return deps.pdi.brands();
}

/** The checklist of a brand, for the form. */
export function pdiChecklist(deps: Pick<PdiDeps, 'pdi'>, brand: string): Promise<PdiChecklistItem[]> {
  return deps.pdi.checklist(brand.trim());
}

/** One page of the inspections of the customer the session acts for (or of those it deleted), newest first. */
export async function pdiInspections(
  deps: PdiDeps,
  principal: Principal,
  request: PdiListRequest,
): Promise<Result<{ items: PdiRecord[]; total: number }, ActiveCustomerError | 'invalid_paging'>> {
  const search = (request.search ?? '').trim();
  const pagingValid = Number.isInteger(request.page) && request.page >= 1 && Number.isInteger(request.limit) && request.limit >= 1 && request.limit <= PDI_PAGE_LIMIT_MAX;
  if (!pagingValid || search.length > PDI_SEARCH_MAX_LENGTH) return err('invalid_paging');
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  return ok(await deps.pdi.list(customer.value.customerId, { search, deleted: request.deleted ?? false, page: request.page, limit: request.limit }));
}

/** One inspection of the customer the session acts for; another customer's is `pdi_not_found`. */
export async function pdiInspection(deps: PdiDeps, principal: Principal, id: string): Promise<Result<PdiRecord, ActiveCustomerError | 'pdi_not_found'>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const found = UUID.test(id.trim()) ? await deps.pdi.find(customer.value.customerId, id.trim()) : undefined;
  return found ? ok(found) : err('pdi_not_found');
}

/** The draft checked against its brand's checklist, or the refusals; a brand without a checklist is refused. */
async function checkedDraft(deps: PdiDeps, draft: PdiDraft): Promise<Result<PdiDraft>> {
  const checklist = await deps.pdi.checklist(draft.brand.trim());
  if (draft.brand.trim() !== '' && checklist.length === 0) return refused(userError('brand', 'pdi_brand_without_checklist'));
  return checkPdiDraft(draft, checklist.map((item) => item.id));
}

/** Records an inspection for the customer the session acts for. */
export async function createPdiInspection(deps: PdiDeps, principal: Principal, draft: PdiDraft): Promise<Result<PdiRecord>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return refused(userError('', customer.error));
  const checked = await checkedDraft(deps, draft);
  if (!checked.ok) return checked;
  const at = deps.clock.now();
  return ok(
    await deps.pdi.create({ ...checked.value, checks: [...checked.value.checks], outcome: pdiOutcome(checked.value.checks), customerId: customer.value.customerId, recordedByUserId: principal.userId, createdAt: at, updatedAt: at }),
  );
}

/** Replaces what an inspection of the session's customer records; a deleted one must be restored first. */
export async function updatePdiInspection(deps: PdiDeps, principal: Principal, id: string, draft: PdiDraft): Promise<Result<PdiRecord>> {
  const found = await pdiInspection(deps, principal, id);
  if (!found.ok) return refused(userError(found.error === 'pdi_not_found' ? 'id' : '', found.error));
  if (found.value.deletedAt) return refused(userError('id', 'pdi_deleted'));
  const checked = await checkedDraft(deps, draft);
  if (!checked.ok) return checked;
  const updated = await deps.pdi.update(found.value.customerId, found.value.id, { ...checked.value, outcome: pdiOutcome(checked.value.checks) }, deps.clock.now());
  return updated ? ok(updated) : refused(userError('id', 'pdi_deleted'));
}

/** Deletes an inspection softly (`deleted`) or restores it; one already so is refused, nothing else changes. */
export async function setPdiInspectionDeleted(deps: PdiDeps, principal: Principal, id: string, deleted: boolean): Promise<Result<PdiRecord>> {
  const found = await pdiInspection(deps, principal, id);
  if (!found.ok) return refused(userError(found.error === 'pdi_not_found' ? 'id' : '', found.error));
  const at = deps.clock.now();
  const changed = await deps.pdi.setDeleted(found.value.customerId, found.value.id, deleted ? at : null, at);
  return changed ? ok(changed) : refused(userError('id', deleted ? 'pdi_deleted' : 'pdi_not_deleted'));
}
