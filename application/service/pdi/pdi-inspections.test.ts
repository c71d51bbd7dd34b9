import { describe, expect, it } from 'vitest';
import type { PdiDraft } from '../../../domain/pdi/inspection';
import { ActiveCustomerRepositoryInMemory, DEALER_CUSTOMER, OTHER_CUSTOMER } from '../customers/testing/active-customers.in-memory';
import { ClockFixed } from '../invoices/testing/invoices.in-memory';
import { givenPrincipal } from '../shared/testing/principals';
import { createPdiInspection, pdiInspection, pdiInspections, setPdiInspectionDeleted, updatePdiInspection } from './pdi-inspections';
import { PdiRepositoryInMemory } from './testing/pdi.in-memory';

const CHECKLISTS = {
  Polygon: [
    { id: 'brakes', label: 'Brakes' },
    { id: 'gears', label: 'Gears' },
  ],
};

function given() {
  const pdi = new PdiRepositoryInMemory(CHECKLISTS, { 'u-dealer': 'Budi Santoso' });
  const deps = { activeCustomers: new ActiveCustomerRepositoryInMemory([DEALER_CUSTOMER, OTHER_CUSTOMER]), pdi, clock: new ClockFixed(new Date('2026-03-15T05:00:00Z')) };
  return { deps };
}

const dealer = givenPrincipal({ ownCustomerId: 'c1' });
const otherDealer = givenPrincipal({ userId: 'u-other', ownCustomerId: 'c2', activeCustomerCode: '0000100002' });

const draft = (change: Partial<PdiDraft> = {}): PdiDraft => ({
  frameNumber: 'PLG2400123',
  articleCode: '1001001',
  description: 'Before hand-over',
  brand: 'Polygon',
  merchandise: 'Mountain bike',
  mechanic: 'Eko',
  checks: [
    { itemId: 'brakes', result: 'pass' },
    { itemId: 'gears', result: 'fail' },
  ],
  ...change,
});

describe('pre-delivery inspections', () => {
  it('given a complete draft, when recorded, then it is the dealer’s, with its outcome and who recorded it', async () => {
    const { deps } = given();
    const created = await createPdiInspection(deps, dealer, draft());
    expect(created.ok && { customer: created.value.customerId, outcome: created.value.outcome, by: created.value.recordedBy }).toEqual({ customer: 'c1', outcome: 'not_ready', by: 'Budi Santoso' });
  });

  it('given a draft with blanks or a brand without a checklist, when recorded, then refused and nothing is stored', async () => {
    const { deps } = given();
    const blank = await createPdiInspection(deps, dealer, draft({ mechanic: ' ' }));
    expect(blank).toEqual({ ok: false, error: [{ field: ['mechanic'], message: 'required', values: {} }] });
    const unknownBrand = await createPdiInspection(deps, dealer, draft({ brand: 'Other' }));
    expect(unknownBrand).toEqual({ ok: false, error: [{ field: ['brand'], message: 'pdi_brand_without_checklist', values: {} }] });
    expect(await pdiInspections(deps, dealer, { page: 1, limit: 10 })).toEqual({ ok: true, value: { items: [], total: 0 } });
  });

  it('given another dealer’s inspection, when read, changed or deleted, then it is not found', async () => {
    const { deps } = given();
    const created = await createPdiInspection(deps, otherDealer, draft());
    const id = created.ok ? created.value.id : '';
    expect(await pdiInspection(deps, dealer, id)).toEqual({ ok: false, error: 'pdi_not_found' });
    expect(await updatePdiInspection(deps, dealer, id, draft())).toEqual({ ok: false, error: [{ field: ['id'], message: 'pdi_not_found', values: {} }] });
    expect(await setPdiInspectionDeleted(deps, dealer, id, true)).toEqual({ ok: false, error: [{ field: ['id'], message: 'pdi_not_found', values: {} }] });
    expect((await pdiInspection(deps, otherDealer, id)).ok).toBe(true);
  });

  it('given an inspection, when deleted, then it leaves the list for the deleted one, cannot be edited, and comes back on restore', async () => {
    const { deps } = given();
    const created = await createPdiInspection(deps, dealer, draft());
    const id = created.ok ? created.value.id : '';
    expect((await setPdiInspectionDeleted(deps, dealer, id, true)).ok).toBe(true);
    expect(await setPdiInspectionDeleted(deps, dealer, id, true)).toEqual({ ok: false, error: [{ field: ['id'], message: 'pdi_deleted', values: {} }] });
    const current = await pdiInspections(deps, dealer, { page: 1, limit: 10 });
    const deleted = await pdiInspections(deps, dealer, { page: 1, limit: 10, deleted: true });
    expect([current.ok && current.value.total, deleted.ok && deleted.value.total]).toEqual([0, 1]);
    expect(await updatePdiInspection(deps, dealer, id, draft())).toEqual({ ok: false, error: [{ field: ['id'], message: 'pdi_deleted', values: {} }] });
    expect((await setPdiInspectionDeleted(deps, dealer, id, false)).ok).toBe(true);
    const fixed = await updatePdiInspection(deps, dealer, id, draft({ checks: [{ itemId: 'brakes', result: 'pass' }, { itemId: 'gears', result: 'adjusted' }] }));
    expect(fixed.ok && fixed.value.outcome).toBe('ready');
  });

  it('refuses a page beyond the limit, and a session acting for nobody', async () => {
    const { deps } = given();
    expect(await pdiInspections(deps, dealer, { page: 1, limit: 101 })).toEqual({ ok: false, error: 'invalid_paging' });
    expect(await pdiInspections(deps, givenPrincipal({ activeCustomerCode: null }), { page: 1, limit: 10 })).toEqual({ ok: false, error: 'customer_required' });
  });
});
