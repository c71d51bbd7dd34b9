import { describe, expect, it, vi } from 'vitest';
import type { ClaimChange } from '../../application/portal/claims/claim-filing-ports';
import type { ClaimListQuery } from '../../application/portal/claims/claim-records-ports';
import { ClaimFilingGatewayInMemory, exampleClaimToEdit } from '../../application/portal/claims/testing/claim-filing-gateway.in-memory';
import { ClaimRecordsGatewayInMemory, exampleClaims } from '../../application/portal/claims/testing/claim-records-gateway.in-memory';
import { createPortalUseCases } from '../../application/portal/portal-use-cases';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { createPortalStore, type PortalStore } from '../store/store';
import { claimsApi } from './claims-api';
import { claimCommented, claimDocumentAdded, claimDocumentDeleted, claimStatusMoved } from './claims-thunks';
import { claimFormApi } from './form/claim-form-api';
import { claimFiled } from './form/claim-form-thunks';

const { claims, claimDetail, claimWorkflow } = claimsApi.endpoints;
const { claimToEdit } = claimFormApi.endpoints;
const ALL_CLAIMS: ClaimListQuery = { page: 1, limit: 10, search: '', statusId: null };
const [draft] = exampleClaims();
const noProgress = () => undefined;

const photo = (name: string) => new File([new Uint8Array(4000).fill(7)], name, { type: 'image/jpeg' });
const newBikeClaim: ClaimChange = {
  draft: { kind: 'bike', articleCode: 'VB-AESL-27-M', frameNumber: 'VLC26C00009', qty: 1, problemIds: ['frame-crack'], customerNotes: '', consumer: { name: '', phone: '', email: '', address: '' }, attached: [] },
  files: { invoice: photo('invoice.jpg'), photo1: photo('bike.jpg'), photo2: photo('serial.jpg'), photo3: photo('crack.jpg') },
};
const BIKE_FACTS = { article: { category: 'bike' as const, brand: 'Velocita' } };

function given() {
  const claimRecords = new ClaimRecordsGatewayInMemory();
  const claimFiling = new ClaimFilingGatewayInMemory();
  const store: PortalStore = createPortalStore(createPortalUseCases(inMemoryPortalPorts({ claimRecords, claimFiling })));
  return { claimRecords, claimFiling, store };
}

/** Reads the list once so it is cached, then counts how often the list is asked for afterwards. */
async function listCachedIn(store: PortalStore, claimRecords: ClaimRecordsGatewayInMemory) {
  await store.dispatch(claims.initiate(ALL_CLAIMS)).unwrap();
  return vi.spyOn(claimRecords, 'list');
}

describe('the cached claims after a claim is filed', () => {
  it('given the list read in this tab, when a new claim is filed, then the list is asked again and shows it', async () => {
    const { claimRecords, store } = given();
    const listAskedAgain = await listCachedIn(store, claimRecords);
    claimRecords.records.unshift({ ...draft!, id: 'new-1', referenceNo: 'WC-2026-000009' });

    const outcome = await store.dispatch(claimFiled(newBikeClaim, BIKE_FACTS, noProgress));

    expect(outcome.ok).toBe(true);
    await vi.waitFor(() => expect(listAskedAgain).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(claims.select(ALL_CLAIMS)(store.getState()).data!.items.map((claim) => claim.referenceNo)).toContain('WC-2026-000009'));
  });

  it('given the list, the claim page and the claim form read, when the claim is changed, then all three are asked again', async () => {
    const { claimRecords, claimFiling, store } = given();
    const before = exampleClaimToEdit({ id: draft!.id });
    claimFiling.claims.splice(0, claimFiling.claims.length, before);
    const listAskedAgain = await listCachedIn(store, claimRecords);
    const detailSubscription = store.dispatch(claimDetail.initiate(draft!.id));
    const formSubscription = store.dispatch(claimToEdit.initiate(draft!.id));
    await detailSubscription.unwrap();
    await formSubscription.unwrap();
    const detailAskedAgain = vi.spyOn(claimRecords, 'detail');
    const formAskedAgain = vi.spyOn(claimFiling, 'find');

    const outcome = await store.dispatch(claimFiled({ ...newBikeClaim, files: {} }, BIKE_FACTS, noProgress, before));

    expect(outcome.ok).toBe(true);
    await vi.waitFor(() => expect(listAskedAgain).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(detailAskedAgain).toHaveBeenCalledWith(draft!.id));
    await vi.waitFor(() => expect(formAskedAgain).toHaveBeenCalledWith(draft!.id));
    detailSubscription.unsubscribe();
    formSubscription.unsubscribe();
  });
});

describe('the cached claims after a change on the claim page', () => {
  const changes = {
    'a status move': (store: PortalStore, workflow: Awaited<ReturnType<typeof readWorkflow>>) => store.dispatch(claimStatusMoved(draft!, workflow, 'dealer', 'submitted', '')),
    'a comment': (store: PortalStore) => store.dispatch(claimCommented(draft!.id, 'The owner brings the bike on Monday.')),
    'a file added': (store: PortalStore) => store.dispatch(claimDocumentAdded(draft!.id, new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }))),
    'a file deleted': (store: PortalStore) => store.dispatch(claimDocumentDeleted(draft!.id, 'additionalDoc1')),
  };

  function readWorkflow(store: PortalStore) {
    return store.dispatch(claimWorkflow.initiate()).unwrap();
  }

  it.each(Object.entries(changes))('given the list and the claim read, when %s is saved, then both are asked again', async (_change, save) => {
    const { claimRecords, store } = given();
    const workflow = await readWorkflow(store);
    const listAskedAgain = await listCachedIn(store, claimRecords);
    const detailSubscription = store.dispatch(claimDetail.initiate(draft!.id));
    await detailSubscription.unwrap();
    const detailAskedAgain = vi.spyOn(claimRecords, 'detail');

    await save(store, workflow);

    await vi.waitFor(() => expect(listAskedAgain).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(detailAskedAgain).toHaveBeenCalledWith(draft!.id));
    detailSubscription.unsubscribe();
  });
});
