import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const PDI_FIELDS = 'id frameNumber brand mechanic outcome recordedBy deletedAt checks { itemId result }';
const LIST = `query List($page: Int!, $limit: Int!, $search: String, $deleted: Boolean) { PDIs(page: $page, limit: $limit, search: $search, deleted: $deleted) { total items { ${PDI_FIELDS} } } }`;
const ONE = `query One($id: ID!) { PDI(id: $id) { ${PDI_FIELDS} } }`;
const CHECKLIST = `query Checklist($brand: String!) { pdiBrands checklist(brand: $brand) { id label } }`;
const PAYLOAD = `message { status description } userErrors { field message } pdi { ${PDI_FIELDS} }`;
const CREATE = `mutation Create($input: PdiInput!) { createPDI(input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation Delete($id: ID!) { deletePDI(id: $id) { ${PAYLOAD} } }`;
const RESTORE = `mutation Restore($id: ID!) { restorePDI(id: $id) { ${PAYLOAD} } }`;

type Pdi = { id: string; frameNumber: string; outcome: string; recordedBy: string; deletedAt: string | null; checks: { itemId: string; result: string }[] };
type Page = { total: number; items: Pdi[] };
type Payload = { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[]; pdi: Pdi | null };

describe.each(ENGINES)('pre-delivery inspections on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let otherDealer: string;
  let checklist: string[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
    otherDealer = (await signInAs(server, 'multico')).requestToken;
    const answer = await gql<{ pdiBrands: string[]; checklist: { id: string }[] }>(server, dealer, CHECKLIST, { brand: 'Velocita' });
    checklist = answer.data!.checklist.map((item) => item.id);
  });
  afterAll(() => server.close());

  const list = async (token: string, variables: Record<string, unknown> = {}) => (await gql<{ PDIs: Page }>(server, token, LIST, { page: 1, limit: 20, ...variables })).data!.PDIs;
  const input = (change: Record<string, unknown> = {}) => ({
    frameNumber: 'VLC26B99001',
    articleCode: 'VTTE-M-BLK',
    description: 'Checked before hand-over',
    brand: 'Velocita',
    merchandise: 'E-bike',
    mechanic: 'Eko Prasetyo',
    checks: checklist.map((itemId) => ({ itemId, result: itemId === 'gears' ? 'adjusted' : 'pass' })),
    ...change,
  });

  it('offers the brands\' checklists and lists the dealer\'s inspections, newest first, the deleted ones apart', async () => {
    const answer = await gql<{ pdiBrands: string[] }>(server, dealer, CHECKLIST, { brand: 'Velocita' });
    expect(answer.data!.pdiBrands).toEqual(['Trailmark', 'Velocita']);
    expect(checklist).toHaveLength(8);
    const current = await list(dealer);
    expect(current.items.map((pdi) => pdi.outcome)).toEqual(['ready', 'ready', 'not_ready']);
    expect((await list(dealer, { deleted: true })).total).toBe(1);
    expect((await list(dealer, { search: 'agus' })).items.map((pdi) => pdi.frameNumber)).toEqual(['VLC26A00103']);
  });

  it('refuses an inspection with blanks or a point left out, and stores nothing', async () => {
    const before = (await list(dealer)).total;
    const blank = await gql<{ createPDI: Payload }>(server, dealer, CREATE, { input: input({ mechanic: ' ', checks: [] }) });
    expect(blank.data!.createPDI.message).toEqual({ status: false, description: 'failed_save_pdi' });
    expect(blank.data!.createPDI.userErrors.map((error) => error.message)).toEqual(['required', ...checklist.map(() => 'pdi_checklist_incomplete')]);
    expect((await list(dealer)).total).toBe(before);
  });

  it('records, deletes and restores an inspection', async () => {
    const created = (await gql<{ createPDI: Payload }>(server, dealer, CREATE, { input: input() })).data!.createPDI;
    expect(created).toMatchObject({ message: { status: true }, pdi: { outcome: 'ready', recordedBy: 'Budi Santoso', deletedAt: null } });
    const id = created.pdi!.id;
    const deleted = (await gql<{ deletePDI: Payload }>(server, dealer, DELETE, { id })).data!.deletePDI;
    expect(deleted.pdi!.deletedAt).not.toBeNull();
    expect((await list(dealer, { deleted: true })).items.map((pdi) => pdi.id)).toContain(id);
    expect((await gql<{ deletePDI: Payload }>(server, dealer, DELETE, { id })).data!.deletePDI.userErrors).toEqual([{ field: ['id'], message: 'pdi_deleted' }]);
    const restored = (await gql<{ restorePDI: Payload }>(server, dealer, RESTORE, { id })).data!.restorePDI;
    expect(restored.pdi!.deletedAt).toBeNull();
    expect((await list(dealer)).items[0]!.id).toBe(id);
  });

  it('keeps each dealer to its own inspections', async () => {
    const [mine] = (await list(dealer)).items;
    expect((await gql<{ PDI: Pdi | null }>(server, otherDealer, ONE, { id: mine!.id })).data!.PDI).toBeNull();
    expect((await gql<{ deletePDI: Payload }>(server, otherDealer, DELETE, { id: mine!.id })).data!.deletePDI.userErrors).toEqual([{ field: ['id'], message: 'pdi_not_found' }]);
    expect((await list(otherDealer)).items.map((pdi) => pdi.id)).not.toContain(mine!.id);
    expect((await gql<{ PDI: Pdi | null }>(server, dealer, ONE, { id: mine!.id })).data!.PDI!.deletedAt).toBeNull();
  });

  it('refuses users without the inspection scope', async () => {
    const marketing = (await signInAs(server, 'marketing')).requestToken;
    const answer = await gql(server, marketing, LIST, { page: 1, limit: 10 });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
