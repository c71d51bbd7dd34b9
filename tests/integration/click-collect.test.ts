import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const ORDER_FIELDS = 'id orderNo status statusLabel nextStatuses customerName details { id name sku qty qtyShipped mark markLabel awaitingFromHq ready }';
const LIST = `query List($status: [String!]) { clickCollectOrders(status: $status) { ${ORDER_FIELDS} } }`;
const ONE = `query One($orderId: ID!) { clickCollectOrder(orderId: $orderId) { ${ORDER_FIELDS} } }`;
const UPDATE = `mutation Update($orderId: ID!, $status: String!) { clickCollectUpdateStatus(orderId: $orderId, status: $status) { message { status description } userErrors { field message } orderId order { status } } }`;
const SHIP = `mutation Ship($shipment: ClickCollectShipmentInput!) { clickCollectUpdateShipments(shipment: $shipment) { message { status } userErrors { field message } orderId order { status details { id qtyShipped awaitingFromHq } } } }`;
const MARK = `mutation Mark($orderId: ID!, $items: [ClickCollectItemMarkInput!]!) { clickCollectMarkItems(orderId: $orderId, items: $items) { userErrors { field message } order { details { id mark } } } }`;

type Item = { id: string; qty: number; qtyShipped: number; mark: string; awaitingFromHq: number; ready: boolean };
type Order = { id: string; orderNo: string; status: string; statusLabel: string; nextStatuses: string[]; details: Item[] };
type Changed = { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[]; orderId: string | null; order: { status: string; details?: { id: string; qtyShipped: number; awaitingFromHq: number }[] } | null };

describe.each(ENGINES)('click and collect on %s', (engine) => {
  let server: TestServer;
  let dealer: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
  });
  afterAll(() => server.close());

  const list = async (status?: string[]) => (await gql<{ clickCollectOrders: Order[] }>(server, dealer, LIST, status ? { status } : {})).data!.clickCollectOrders;
  const update = async (orderId: string, status: string) => (await gql<{ clickCollectUpdateStatus: Changed }>(server, dealer, UPDATE, { orderId, status })).data!.clickCollectUpdateStatus;

  it('lists orders by status, by key or by the spec’s label', async () => {
    const all = await list();
    expect(new Set(all.map((order) => order.status)).size).toBe(9);
    const byLabel = await list(['Processing By HQ', 'Ready to Pickup']);
    expect(byLabel.map((order) => order.statusLabel).sort()).toEqual(['Processing By HQ', 'Ready to Pickup']);
    expect(await list(['open'])).toHaveLength(2);
    const unknown = await gql(server, dealer, LIST, { status: ['Cancelled'] });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'unknown_status', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('updates a status only through the allowed transitions and the item checks', async () => {
    const [mixed] = (await list(['open'])).filter((order) => order.details.some((item) => item.mark === 'order_to_hq'));
    expect(mixed!.nextStatuses).toEqual(['need_confirmation', 'ready_to_pickup']);
    expect(await update(mixed!.id, 'ready_to_pickup')).toMatchObject({ message: { status: false }, userErrors: [{ field: ['status'], message: 'click_collect_items_not_ready' }] });
    expect(await update(mixed!.id, 'complete')).toMatchObject({ userErrors: [{ message: 'click_collect_transition_not_allowed' }] });
    expect(await update(mixed!.id, 'Need Confirmation')).toMatchObject({ message: { status: true }, orderId: mixed!.id, order: { status: 'need_confirmation' } });

    const [done] = await list(['complete']);
    expect(await update(done!.id, 'open')).toMatchObject({ userErrors: [{ message: 'click_collect_already_complete' }] });
    const [ready] = await list(['ready_to_pickup']);
    expect(await update(ready!.id, 'complete')).toMatchObject({ order: { status: 'complete' } });
  });

  it('records HQ shipments all or nothing, moving the order to partially shipped and then shipped', async () => {
    const [shipping] = await list(['shipment_from_hq']);
    const fromHq = shipping!.details.find((item) => item.mark === 'order_to_hq')!;
    const fromStore = shipping!.details.find((item) => item.mark === 'ready_to_pickup')!;
    const ship = async (lines: { itemId: string; qty: number }[]) => (await gql<{ clickCollectUpdateShipments: Changed }>(server, dealer, SHIP, { shipment: { orderId: shipping!.id, lines } })).data!.clickCollectUpdateShipments;

    expect(await ship([{ itemId: fromHq.id, qty: 1 }, { itemId: fromStore.id, qty: 1 }])).toMatchObject({ userErrors: [{ message: 'shipment_item_not_from_hq' }] });
    expect(await ship([{ itemId: fromHq.id, qty: fromHq.qty + 1 }])).toMatchObject({ userErrors: [{ message: 'shipment_exceeds_ordered' }] });
    const unchanged = (await gql<{ clickCollectOrder: Order }>(server, dealer, ONE, { orderId: shipping!.id })).data!.clickCollectOrder;
    expect(unchanged.details.find((item) => item.id === fromHq.id)!.qtyShipped).toBe(0);

    expect(await ship([{ itemId: fromHq.id, qty: 1 }])).toMatchObject({ orderId: shipping!.id, order: { status: 'partially_shipped' } });
    const rest = await ship([{ itemId: fromHq.id, qty: fromHq.qty - 1 }]);
    expect(rest.order).toMatchObject({ status: 'shipped' });
    expect(rest.order!.details!.find((item) => item.id === fromHq.id)).toMatchObject({ qtyShipped: fromHq.qty, awaitingFromHq: 0 });
    expect(await update(shipping!.id, 'ready_to_pickup')).toMatchObject({ order: { status: 'ready_to_pickup' } });
  });

  it('marks items Order to HQ or Ready to Pickup only while the order is open', async () => {
    const [open] = (await list(['open'])).filter((order) => order.details.every((item) => item.mark === 'ready_to_pickup'));
    const item = open!.details[0]!;
    const marked = (await gql<{ clickCollectMarkItems: { userErrors: unknown[]; order: { details: { id: string; mark: string }[] } } }>(server, dealer, MARK, { orderId: open!.id, items: [{ itemId: item.id, mark: 'order_to_hq' }] })).data!
      .clickCollectMarkItems;
    expect(marked.order.details.find((detail) => detail.id === item.id)!.mark).toBe('order_to_hq');
    const [confirmed] = await list(['confirmed']);
    const settled = await gql<{ clickCollectMarkItems: { userErrors: { message: string }[] } }>(server, dealer, MARK, { orderId: confirmed!.id, items: [{ itemId: confirmed!.details[0]!.id, mark: 'ready_to_pickup' }] });
    expect(settled.data!.clickCollectMarkItems.userErrors).toEqual([{ field: ['items'], message: 'click_collect_marks_settled' }]);
  });

  it('keeps each store’s orders to itself and needs the click-and-collect scope', async () => {
    const [order] = await list();
    const { requestToken: multico } = await signInAs(server, 'multico');
    expect((await gql<{ clickCollectOrder: Order | null }>(server, multico, ONE, { orderId: order!.id })).data!.clickCollectOrder).toBeNull();
    expect((await gql<{ clickCollectUpdateStatus: Changed }>(server, multico, UPDATE, { orderId: order!.id, status: 'complete' })).data!.clickCollectUpdateStatus.userErrors).toEqual([
      { field: ['status'], message: 'order_not_found' },
    ]);
    expect((await gql<{ clickCollectOrders: Order[] }>(server, multico, LIST)).data!.clickCollectOrders).toEqual([]);
    const { requestToken: marketing } = await signInAs(server, 'marketing');
    expect((await gql(server, marketing, LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
