import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const FIELDS = 'id type title body validFrom validTo deletedAt salesDocumentGroup { id name } markets { id marketName }';
const LIST = `query List($type: SalesDocumentType, $validOnly: Boolean, $withDeleted: Boolean, $filter: [ID!], $haveSalesGroup: Boolean) {
  salesDocuments(type: $type, validOnly: $validOnly, withDeleted: $withDeleted, filterContentTargetMarket: $filter, haveSalesGroup: $haveSalesGroup, limit: 100) { total items { ${FIELDS} } } }`;
const ONE = `query One($id: ID!) { salesDocument(id: $id) { ${FIELDS} } }`;
const GROUPS = `query Groups { salesDocumentGroups(limit: 100) { total items { id name documentCount contentTargetMarkets { marketName } } } }`;
const MARKETS = `query Markets { contentTargetMarkets(type: sales_document, limit: 999) { items { id marketName } } }`;
const CREATE = `mutation Create($input: SalesDocumentInput!) { createSalesDocument(input: $input) { message { status description } userErrors { field message } salesDocument { ${FIELDS} } } }`;
const UPDATE = `mutation Update($id: ID!, $input: SalesDocumentInput!) { updateSalesDocument(id: $id, input: $input) { message { status } userErrors { field message } salesDocument { title } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteSalesDocument(id: $id) { message { status } salesDocument { deletedAt } } }`;
const RESTORE = `mutation Restore($id: ID!) { restoreSalesDocument(id: $id) { message { status } salesDocument { deletedAt } } }`;
const CREATE_GROUP = `mutation Group($input: SalesDocumentGroupInput!) { createSalesDocumentGroup(input: $input) { message { status } userErrors { field message } salesDocumentGroup { id name } } }`;
const DELETE_GROUP = `mutation DeleteGroup($id: ID!) { deleteSalesDocumentGroup(id: $id) { message { status } id } }`;
const UNGROUPED = `query Ungrouped { ungroupedSalesDocuments { total limit items { salesDocumentGroup { id } } } }`;

type Document = { id: string; type: string; title: string; deletedAt: string | null; salesDocumentGroup: { id: string; name: string } | null; markets: { id: string; marketName: string }[] };
type Page = { total: number; items: Document[] };

describe.each(ENGINES)('sales documents on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let usdealer: string;
  let marketing: string;
  let guest: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
    usdealer = (await signInAs(server, 'usdealer')).requestToken;
    marketing = (await signInAs(server, 'marketing')).requestToken;
    guest = (await signInAs(server, 'guest')).requestToken;
  });
  afterAll(() => server.close());

  const list = async (token: string, variables: Record<string, unknown> = {}) => (await gql<{ salesDocuments: Page }>(server, token, LIST, variables)).data!.salesDocuments;
  const marketId = async (name: string) => (await gql<{ contentTargetMarkets: { items: { id: string; marketName: string }[] } }>(server, marketing, MARKETS)).data!.contentTargetMarkets.items.find((market) => market.marketName === name)!.id;

  it('never returns a document of another market, in a list or by id', async () => {
    const indonesian = await list(dealer);
    const american = await list(usdealer);
    expect(indonesian.total).toBeGreaterThan(0);
    expect(indonesian.items.every((document) => document.markets.some((market) => market.marketName === 'Indonesia'))).toBe(true);
    expect(american.items.every((document) => document.markets.some((market) => market.marketName === 'United States'))).toBe(true);
    const onlyAmerican = american.items.find((document) => document.markets.every((market) => market.marketName === 'United States'))!;
    expect((await gql<{ salesDocument: Document | null }>(server, dealer, ONE, { id: onlyAmerican.id })).data!.salesDocument).toBeNull();
    expect((await gql<{ salesDocument: Document | null }>(server, usdealer, ONE, { id: onlyAmerican.id })).data!.salesDocument).toMatchObject({ id: onlyAmerican.id });
    expect((await list(dealer, { filter: [await marketId('United States')] })).total).toBe(0);
    const groups = (await gql<{ salesDocumentGroups: { items: { name: string }[] } }>(server, dealer, GROUPS)).data!.salesDocumentGroups.items.map((group) => group.name);
    expect(groups).not.toContain('Trailmark dealer kit');
  });

  it('gives a user without sales-document markets nothing', async () => {
    expect(await list(guest)).toEqual({ total: 0, items: [] });
  });

  it('lists by type, valid now, and keeps deleted documents for maintainers who ask', async () => {
    const technical = await list(dealer, { type: 'technical' });
    expect(technical.items.every((document) => document.type === 'technical')).toBe(true);
    const valid = await list(dealer, { validOnly: true });
    expect(valid.items.map((document) => document.title)).not.toContain('Brake recall notice 2025');
    expect((await list(dealer, { withDeleted: true })).items.map((document) => document.title)).not.toContain('Price list 2025 Indonesia');
    expect((await list(marketing, { withDeleted: true })).items.map((document) => document.title)).toContain('Price list 2025 Indonesia');
    const ungrouped = (await gql<{ ungroupedSalesDocuments: { limit: number; items: Document[] } }>(server, marketing, UNGROUPED)).data!.ungroupedSalesDocuments;
    expect(ungrouped.limit).toBe(100);
    expect(ungrouped.items.every((document) => document.salesDocumentGroup === null)).toBe(true);
  });

  it('refuses the administration without sales-document.cu and leaves the data as it was', async () => {
    const before = await list(marketing, { withDeleted: true });
    const input = { type: 'sales', title: 'Sneaky', validFrom: '2026-01-01T00:00:00Z', validTo: '2027-01-01T00:00:00Z', contentTargetMarkets: [await marketId('Indonesia')] };
    const refused = await gql(server, dealer, CREATE, { input });
    expect(refused.errors?.[0]).toMatchObject({ message: 'forbidden', extensions: { code: 'FORBIDDEN' } });
    expect((await gql(server, dealer, DELETE, { id: before.items[0]!.id })).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await gql(server, dealer, UNGROUPED)).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await list(marketing, { withDeleted: true })).total).toBe(before.total);
  });

  it('creates, edits, deletes and restores a document, refusing bad input field by field', async () => {
    const indonesia = await marketId('Indonesia');
    const input = { type: 'technical', title: 'Chain wear guide', body: '<p>Replace at 0.5 %.</p><script>alert(1)</script><img src=x onerror="alert(2)">', validFrom: '2026-01-01T00:00:00Z', validTo: '2030-01-01T00:00:00Z', contentTargetMarkets: [indonesia] };
    const bad = (await gql<{ createSalesDocument: { message: { status: boolean }; userErrors: { field: string[]; message: string }[] } }>(server, marketing, CREATE, {
      input: { ...input, title: ' ', validTo: '2025-01-01T00:00:00Z', contentTargetMarkets: [] },
    })).data!.createSalesDocument;
    expect(bad.message.status).toBe(false);
    expect(bad.userErrors.map((error) => error.message)).toEqual(['required', 'valid_to_before_valid_from', 'required']);
    const newsMarket = await gql<{ contentTargetMarkets: { items: { id: string }[] } }>(server, marketing, `query { contentTargetMarkets(type: news) { items { id } } }`);
    const otherType = (await gql<{ createSalesDocument: { userErrors: { message: string }[] } }>(server, marketing, CREATE, { input: { ...input, contentTargetMarkets: [newsMarket.data!.contentTargetMarkets.items[0]!.id] } })).data!.createSalesDocument;
    expect(otherType.userErrors).toEqual([{ field: ['contentTargetMarkets'], message: 'unknown_content_target_market' }]);

    const created = (await gql<{ createSalesDocument: { salesDocument: Document } }>(server, marketing, CREATE, { input })).data!.createSalesDocument.salesDocument;
    const read = (await gql<{ salesDocument: Document & { body: string } }>(server, dealer, ONE, { id: created.id })).data!.salesDocument;
    expect(read.title).toBe('Chain wear guide');
    expect(read.body).toContain('Replace at 0.5 %.');
    expect(read.body).not.toMatch(/<script|<img/);
    expect((await gql<{ salesDocument: Document | null }>(server, usdealer, ONE, { id: created.id })).data!.salesDocument).toBeNull();
    expect((await gql<{ updateSalesDocument: { salesDocument: { title: string } } }>(server, marketing, UPDATE, { id: created.id, input: { ...input, title: 'Chain wear' } })).data!.updateSalesDocument.salesDocument.title).toBe('Chain wear');
    expect((await gql<{ deleteSalesDocument: { salesDocument: { deletedAt: string | null } } }>(server, marketing, DELETE, { id: created.id })).data!.deleteSalesDocument.salesDocument.deletedAt).not.toBeNull();
    expect((await gql<{ salesDocument: Document | null }>(server, dealer, ONE, { id: created.id })).data!.salesDocument).toBeNull();
    expect((await gql<{ restoreSalesDocument: { salesDocument: { deletedAt: string | null } } }>(server, marketing, RESTORE, { id: created.id })).data!.restoreSalesDocument.salesDocument.deletedAt).toBeNull();
    expect((await gql<{ salesDocument: Document | null }>(server, dealer, ONE, { id: created.id })).data!.salesDocument).not.toBeNull();
  });

  it('deletes a group and keeps its documents, ungrouped', async () => {
    const group = (await gql<{ createSalesDocumentGroup: { salesDocumentGroup: { id: string } } }>(server, marketing, CREATE_GROUP, { input: { name: 'Workshop', contentTargetMarkets: [await marketId('Indonesia')] } })).data!.createSalesDocumentGroup.salesDocumentGroup;
    const input = { type: 'sales', title: 'Workshop rates', validFrom: '2026-01-01T00:00:00Z', validTo: '2030-01-01T00:00:00Z', salesDocumentGroupId: group.id, contentTargetMarkets: [await marketId('Indonesia')] };
    const created = (await gql<{ createSalesDocument: { salesDocument: Document } }>(server, marketing, CREATE, { input })).data!.createSalesDocument.salesDocument;
    expect(created.salesDocumentGroup).toMatchObject({ id: group.id, name: 'Workshop' });
    expect((await gql<{ deleteSalesDocumentGroup: { id: string } }>(server, marketing, DELETE_GROUP, { id: group.id })).data!.deleteSalesDocumentGroup.id).toBe(group.id);
    expect((await gql<{ salesDocument: Document }>(server, dealer, ONE, { id: created.id })).data!.salesDocument.salesDocumentGroup).toBeNull();
  });
});
