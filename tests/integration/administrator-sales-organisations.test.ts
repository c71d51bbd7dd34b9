import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const ANALYSIS = 'query Analyse($sorg: String!) { productAnalyzesV3(sorg: $sorg, articleCodes: ["VP-GRP-BLACK"]) { articleCode status { descriptions } } }';
const UPDATE = 'mutation Update($products: [ProductAttributeInput!]!) { updateProductAttributes(products: $products) { articleCode sorg message { status description } } }';
const DELETE = 'mutation Delete($products: [ProductKeyInput!]!) { deleteProducts(products: $products) { articleCode sorg message { status description } } }';
const USERS_SORGS = 'query { users: sorgs { sorg } }';

/** The demo administrator works in ID01 and US01; SG01 sells the Aero SL, which the administrator must not touch. */
describe.each(ENGINES)('an administrator acts only in their own sales organisations on %s', (engine) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = (await signInAs(server, 'admin')).requestToken;
  });
  afterAll(() => server.close());

  it('offers only the sales organisations the administrator holds', async () => {
    expect((await gql<{ users: { sorg: string }[] }>(server, admin, USERS_SORGS)).data!.users.map((each) => each.sorg)).toEqual(['ID01', 'US01']);
    const options = await gql<{ createData: { sorgs: { sorg: string }[]; roles: { description: string }[] } }>(server, admin, 'query { createData { sorgs { sorg } roles { description } } }');
    expect(options.data!.createData.sorgs.map((each) => each.sorg)).toEqual(['ID01', 'US01']);
    expect(options.data!.createData.roles.map((role) => role.description)).toContain('administrator');
    const configs = await gql<{ configs: { sorg: string }[] }>(server, admin, 'query { configs { sorg } }');
    expect(new Set(configs.data!.configs.map((config) => config.sorg))).toEqual(new Set(['ID01', 'US01']));
  });

  it('refuses the analysis of a sales organisation the administrator does not hold', async () => {
    expect((await gql(server, admin, ANALYSIS, { sorg: 'SG01' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql<{ productAnalyzesV3: unknown[] }>(server, admin, ANALYSIS, { sorg: 'ID01' })).data!.productAnalyzesV3).toHaveLength(1);
  });

  it('refuses attribute updates and deletes there, leaving those articles as they were', async () => {
    const before = await server.services.maintenance.analysisFacts('SG01', ['VB-AESL-27-M']);
    expect(before[0]?.sold).not.toBeNull();
    const updated = await gql<{ updateProductAttributes: { sorg: string; message: { status: boolean; description: string } }[] }>(server, admin, UPDATE, {
      products: [
        { articleCode: 'VB-AESL-27-M', sorg: 'SG01', attribute: { allowOrder: false } },
        { articleCode: 'VP-GRP-BLACK', sorg: 'ID01', attribute: { allowOrder: true } },
      ],
    });
    expect(updated.data!.updateProductAttributes.map((each) => [each.sorg, each.message.description])).toEqual([
      ['SG01', 'sorg_not_held'],
      ['ID01', 'success_update_product'],
    ]);
    const removed = await gql<{ deleteProducts: { message: { description: string } }[] }>(server, admin, DELETE, { products: [{ articleCode: 'VB-AESL-27-M', sorg: 'SG01' }] });
    expect(removed.data!.deleteProducts.map((each) => each.message.description)).toEqual(['sorg_not_held']);
    expect(await server.services.maintenance.analysisFacts('SG01', ['VB-AESL-27-M'])).toEqual(before);
  });

  it('refuses the user form of a user who works outside the administrator’s sales organisations', async () => {
    const dealer = (await (await server.fetch('/user', { headers: { authorization: `Bearer ${(await signInAs(server, 'dealer')).requestToken}` } })).json()) as { id: string };
    const allowed = await gql<{ editData: { sorgs: { sorg: string }[] } }>(server, admin, 'query Edit($id: ID!) { editData(id: $id) { sorgs { sorg } } }', { id: dealer.id });
    expect(allowed.data!.editData.sorgs.map((each) => each.sorg)).toEqual(['ID01', 'US01']);
    const salesgroup = (await (await server.fetch('/user', { headers: { authorization: `Bearer ${(await signInAs(server, 'salesgroup')).requestToken}` } })).json()) as { id: string };
    const refused = await gql(server, admin, 'query Edit($id: ID!) { editData(id: $id) { sorgs { sorg } } }', { id: salesgroup.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
